import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MachineClient } from '@pms/contracts/clients';
import type { Scope } from '@pms/contracts/permissions';
import type { Sql, TransactionSql } from '@pms/service-kit';

type Db = Sql | TransactionSql;

export interface ClientRow {
  client_id: string;
  name: string;
  scopes: Scope[];
  secret_hash: string;
  secret_version: number;
  created_at: Date;
  secret_rotated_at: Date;
  revoked_at: Date | null;
}

/** A new client id: public, but random so ids say nothing about how many clients there are. */
export const newClientId = (): string => `pms_${randomBytes(12).toString('hex')}`;
/** A new secret: 32 random bytes, shown once and never stored. */
export const newClientSecret = (): string => `pms_secret_${randomBytes(32).toString('base64url')}`;
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Compares in constant time, so the time taken says nothing about how much of a secret was right. */
export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(secretHash(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What leaves the service about a client: never the secret or its hash. */
export function toMachineClient(row: ClientRow): MachineClient {
  return {
    client_id: row.client_id,
    name: row.name,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    secret_rotated_at: row.secret_rotated_at.toISOString(),
  };
}

export async function listActiveClients(sql: Db): Promise<ClientRow[]> {
  return sql<ClientRow[]>`select * from clients where revoked_at is null order by lower(name), client_id`;
}

export async function findActiveClient(sql: Db, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await sql<ClientRow[]>`select * from clients where client_id = ${clientId} and revoked_at is null`;
  return row;
}

/** Inserts a client; `undefined` when an active client already has the name. */
export async function insertClient(
  tx: Db,
  client: { client_id: string; name: string; scopes: readonly string[]; secret_hash: string; created_by: number | null },
): Promise<ClientRow | undefined> {
  const [row] = await tx<ClientRow[]>`
    insert into clients (client_id, name, scopes, secret_hash, created_by)
    values (${client.client_id}, ${client.name}, ${tx.array([...client.scopes])}, ${client.secret_hash}, ${client.created_by})
    on conflict (lower(name)) where revoked_at is null do nothing
    returning *`;
  return row;
}

/** Locks an active client for a change; `undefined` when there is none by that id. */
export async function lockActiveClient(tx: TransactionSql, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await tx<ClientRow[]>`select * from clients where client_id = ${clientId} and revoked_at is null for update`;
  return row;
}

export async function replaceSecret(tx: TransactionSql, clientId: string, hash: string): Promise<ClientRow> {
  const [row] = await tx<ClientRow[]>`
    update clients set secret_hash = ${hash}, secret_version = secret_version + 1, secret_rotated_at = now()
    where client_id = ${clientId} returning *`;
  return row!;
}

export async function markRevoked(tx: TransactionSql, clientId: string): Promise<void> {
  await tx`update clients set revoked_at = now() where client_id = ${clientId}`;
}
