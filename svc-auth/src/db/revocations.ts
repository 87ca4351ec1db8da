import type { Sql, TransactionSql } from '@pms/service-kit';

type Db = Sql | TransactionSql;

/** Records a signed-out token; answers false when it was already revoked (a repeated logout). */
export async function insertRevokedToken(tx: Db, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await tx`
    insert into revoked_tokens (jti, expires_at) values (${jti}, ${expiresAt})
    on conflict (jti) do nothing
    returning jti`;
  return rows.length > 0;
}

export async function isTokenRevoked(sql: Db, jti: string): Promise<boolean> {
  const [row] = await sql`select 1 from revoked_tokens where jti = ${jti}`;
  return row !== undefined;
}

/** Rows of tokens that have expired anyway are no longer needed. */
export async function purgeExpiredRevocations(sql: Db, now: Date): Promise<void> {
  await sql`delete from revoked_tokens where expires_at < ${now}`;
}
