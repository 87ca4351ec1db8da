import type { JWK } from 'jose';
import type { Sql } from '@pms/service-kit';

export interface StoredKey {
  kid: string;
  alg: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

const PURPOSE = 'session';

/**
 * The development signing key: the stored one, or `candidate` stored now. Concurrent first starts
 * (several replicas, the embedded runner and the app) all end up with the one row that won.
 */
// postgres.js JSON-encodes a parameter cast to jsonb: a stringified value would be stored as a JSON string.
export async function storedOrNewKey(sql: Sql, candidate: () => Promise<StoredKey>): Promise<StoredKey> {
  const existing = await readKey(sql);
  if (existing) return existing;
  const key = await candidate();
  await sql`
    insert into signing_keys (purpose, kid, alg, private_jwk, public_jwk)
    values (${PURPOSE}, ${key.kid}, ${key.alg}, ${sql.json(key.private_jwk)}, ${sql.json(key.public_jwk)})
    on conflict (purpose) do nothing`;
  const stored = await readKey(sql);
  if (!stored) throw new Error('signing key was not stored');
  return stored;
}

async function readKey(sql: Sql): Promise<StoredKey | undefined> {
  const [row] = await sql<StoredKey[]>`
    select kid, alg, private_jwk, public_jwk from signing_keys where purpose = ${PURPOSE}`;
  return row;
}
