import { eventTypes, subjects } from '@pms/contracts/events';
import { toCents } from '@pms/contracts/money';
import type { StayState } from '@pms/contracts/reservations';
import { enqueueEvent, type TransactionSql } from '@pms/service-kit';

type StayRow = Omit<StayState, 'rate_cents'> & { rate: string; version: number };

/**
 * Writes the whole current state of each stay to the outbox, in the caller's transaction, with the
 * stay's `version` as the event version. Call it after the change (and its version bump).
 */
export async function publishStays(tx: TransactionSql, resRoomIds: readonly number[]): Promise<void> {
  if (resRoomIds.length === 0) return;
  await enqueueStays(tx, resRoomIds, await stayRows(tx, resRoomIds));
}

/** The stays' whole current state with their versions, in res_room_id order. */
function stayRows(tx: TransactionSql, resRoomIds: readonly number[]) {
  return tx<StayRow[]>`
    select s.res_room_id, s.reservation_id, s.room_type_id, coalesce(t.type, '') as type,
           s.check_in_date::text as arrival, s.check_out_date::text as departure, s.adults::int as adults,
           s.rate::text as rate, c.first_name, c.last_name, c.cc_last_four, s.confirmation_code,
           (r.active and not s.no_show) as active, s.no_show, s.checked_in, s.checked_out, s.room_id, s.room_num, s.version
    from res_rooms s
    join reservations r on r.reservation_id = s.reservation_id
    join customers c on c.customer_id = r.customer_id
    left join room_types t on t.room_type_id = s.room_type_id
    where s.res_room_id = any(${resRoomIds as number[]}::int[])
    order by s.res_room_id`;
}

async function enqueueStays(tx: TransactionSql, resRoomIds: readonly number[], rows: readonly StayRow[]): Promise<void> {
  if (rows.length !== new Set(resRoomIds).size) throw new Error('a stay to publish vanished inside its own transaction');
  // Sent together (pipelined): one wait however many stays.
  await Promise.all(
    rows.map(({ rate, version, ...rest }) => {
      const state: StayState = { ...rest, rate_cents: toCents(rate) };
      return enqueueEvent<StayState>(tx, subjects.stay(state.res_room_id), eventTypes.stay, version, state);
    }),
  );
}

/**
 * Records a change to existing stays: bumps each stay's version (its event's) and its reservation's
 * (what the update screen's optimistic check compares), then publishes the stays. Front-desk changes
 * (check-in, check-out, room moves) go through here too, so a screen holding an old version is told.
 */
export async function recordStayChanges(tx: TransactionSql, resRoomIds: readonly number[]): Promise<void> {
  if (resRoomIds.length === 0) return;
  const ids = [...new Set(resRoomIds)];
  // Sent together (pipelined, run in this order, so the read sees the bumped versions): one wait.
  const [, , rows] = await Promise.all([
    tx`update res_rooms set version = version + 1 where res_room_id = any(${ids}::int[])`,
    tx`
      update reservations set version = version + 1
      where reservation_id in (select reservation_id from res_rooms where res_room_id = any(${ids}::int[]))`,
    stayRows(tx, ids),
  ]);
  await enqueueStays(tx, ids, rows);
}
