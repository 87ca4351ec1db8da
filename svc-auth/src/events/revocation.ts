import { eventTypes, subjects, type RevokedToken } from '@pms/contracts/events';
import { enqueueEvent, type TransactionSql } from '@pms/service-kit';

/**
 * Tells every verifier (gateway, services) that a token was signed out, through the outbox in the
 * logout's own transaction. One event per token: its version is always 1 and replays are harmless.
 */
export async function enqueueRevocation(tx: TransactionSql, jti: string, expiresAt: Date): Promise<void> {
  const data: RevokedToken = { jti, expiresAt: expiresAt.toISOString() };
  await enqueueEvent(tx, subjects.revokedToken(jti), eventTypes.revokedToken, 1, data);
}
