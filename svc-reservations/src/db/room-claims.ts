import { randomUUID } from 'node:crypto';
import type { Sql, TransactionSql } from '@pms/service-kit';

/**
 * Room claims (migration 031): how a check-in or a room move asks svc-rooms for a room without a
 * transaction open while it waits — claim and commit, ask, then record the answer and drop the claim
 * in a second transaction (docs/reservations.md "Rooms through svc-rooms"). SQL only; the room sync
 * (`events/room-sync.ts`) settles claims left behind.
 */

export type ClaimKind = 'check_in' | 'move';

export interface RoomClaim {
  res_room_id: number;
  room_id: number;
  room_type_id: number;
  kind: ClaimKind;
  token: string;
  state: 'pending' | 'unsettled';
  claimed_at: Date;
}

/**
 * A pending claim older than this is taken for abandoned (its request died): longer than svc-rooms'
 * answer time-out twice over (the request and its give-back) plus the two transactions.
 */
const CLAIM_STALE_MS = 60_000;

export type ClaimAttempt =
  | { kind: 'claimed'; claim: RoomClaim }
  /** Another request is waiting for svc-rooms for this stay: wait for it, then look again. */
  | { kind: 'busy' }
  /** A claim was left behind: settle it (make svc-rooms agree with the stay) before claiming anew. */
  | { kind: 'settle-first'; claim: RoomClaim };

const columns = (tx: Sql | TransactionSql) => tx`res_room_id, room_id, room_type_id, kind, token::text as token, state, claimed_at`;

/** The claim on a stay, locked (call after the stay's own lock: reservation → stay → claim). */
async function lockClaim(tx: TransactionSql, resRoomId: number): Promise<RoomClaim | undefined> {
  const [row] = await tx<RoomClaim[]>`select ${columns(tx)} from room_claims where res_room_id = ${resRoomId} for update`;
  return row;
}

/** Claims `room_id` for the stay (locked by the caller), unless a claim is already there. */
export async function takeClaim(
  tx: TransactionSql,
  want: { res_room_id: number; room_id: number; room_type_id: number; kind: ClaimKind },
): Promise<ClaimAttempt> {
  // The usual case in one round trip: no claim on the stay, so the insert is the claim. (Nobody else
  // inserts one meanwhile: claims are taken under the stay's lock, which the caller holds.)
  const [claim] = await tx<RoomClaim[]>`
    insert into room_claims ${tx({ ...want, token: randomUUID() })}
    on conflict (res_room_id) do nothing
    returning ${columns(tx)}`;
  if (claim) return { kind: 'claimed', claim };
  const existing = await lockClaim(tx, want.res_room_id);
  if (existing) {
    // The database's clock, like claimed_at's (a test's hotel clock is not the wall clock).
    const [{ fresh } = { fresh: false }] = await tx<{ fresh: boolean }[]>`
      select ${existing.state === 'pending'} and ${existing.claimed_at} > now() - make_interval(secs => ${CLAIM_STALE_MS / 1000}) as fresh`;
    return fresh ? { kind: 'busy' } : { kind: 'settle-first', claim: existing };
  }
  // Settled (deleted) between the insert and the look: claim again.
  return takeClaim(tx, want);
}

/** Whether the claim is still this request's (nobody settled it meanwhile); locks it. */
export async function stillOurs(tx: TransactionSql, claim: RoomClaim): Promise<boolean> {
  const mine = await lockClaim(tx, claim.res_room_id);
  return mine?.token === claim.token;
}

export async function dropClaim(sql: Sql | TransactionSql, claim: Pick<RoomClaim, 'res_room_id' | 'token'>): Promise<void> {
  await sql`delete from room_claims where res_room_id = ${claim.res_room_id} and token = ${claim.token}::uuid`;
}

export async function markUnsettled(sql: Sql, claim: Pick<RoomClaim, 'res_room_id' | 'token'>): Promise<void> {
  await sql`update room_claims set state = 'unsettled' where res_room_id = ${claim.res_room_id} and token = ${claim.token}::uuid`;
}

/** Claims the room sync should settle: left unsettled, or pending for longer than any request waits. */
export async function claimsToSettle(sql: Sql): Promise<RoomClaim[]> {
  return sql<RoomClaim[]>`
    select ${columns(sql)} from room_claims
    where state = 'unsettled' or claimed_at < now() - make_interval(secs => ${CLAIM_STALE_MS / 1000})
    order by res_room_id`;
}
