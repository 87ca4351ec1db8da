import type { Sql, TransactionSql } from '@pms/service-kit';
import { enqueueRevocation } from '../events/revocation';
import { insertRevokedToken } from './revocations';

/** Remembers a signed session, so that its user's sessions can all be revoked later. */
export async function recordSession(sql: Sql | TransactionSql, jti: string, userId: number, expiresAt: Date): Promise<void> {
  // The user's expired sessions go on the way: nothing else sweeps this table.
  await sql`
    with swept as (delete from sessions where user_id = ${userId} and expires_at < now())
    insert into sessions (jti, user_id, expires_at) values (${jti}, ${userId}, ${expiresAt})`;
}

/** A session signed out: nothing left to revoke. */
export async function forgetSession(tx: TransactionSql, jti: string): Promise<void> {
  await tx`delete from sessions where jti = ${jti}`;
}

/**
 * Signs a user out everywhere (but `keep`, the session asking, if given): each live session is
 * revoked as a logout revokes it — in this transaction, with the event every verifier (gateway,
 * services, live streams) follows. Answers how many were revoked.
 */
export async function revokeUserSessions(tx: TransactionSql, userId: number, keep?: string): Promise<number> {
  const live = await tx<{ jti: string; expires_at: Date }[]>`
    delete from sessions where user_id = ${userId} and expires_at >= now() and jti <> ${keep ?? ''}
    returning jti, expires_at`;
  for (const session of live) {
    if (await insertRevokedToken(tx, session.jti, session.expires_at)) await enqueueRevocation(tx, session.jti, session.expires_at);
  }
  return live.length;
}
