import { RoomIssueState, type EventEnvelope } from '@pms/contracts/events';
import { OVERSOLD_QUERY, OversoldQuery, type OversoldReply } from '@pms/contracts/workorders';
import { applyIfNewer, CommandRefused, type ServiceDeps, type Sql, type Subscription, retryingConflicts } from '@pms/service-kit';
import { applyOutOfOrderChanges, lockWorkOrder, oversoldNights } from '../db/out-of-order';
import { outOfOrderChanges } from '../domain/out-of-order';

/**
 * Work orders (docs/architecture.md §6): svc-rooms publishes each work order's whole state on
 * `pms.rooms.issue.<id>`; an open one takes its room out of its type's inventory for start_date
 * through end_date inclusive. One transaction per event: version guard, give back the nights of the
 * state held so far (if open), take those of the new state (if open), then record the new state.
 * A replay, duplicate or older event changes nothing; a newer one arriving first simply wins, and
 * the older one is then skipped — the inventory always reflects the newest state seen.
 */
export async function applyWorkOrderEvent(sql: Sql, event: EventEnvelope, subject: string): Promise<void> {
  const state = RoomIssueState.parse(event.data);
  await retryingConflicts(() =>
    sql.begin(async (tx) => {
      if (!(await applyIfNewer(tx, subject, event.version))) return;
      const before = await lockWorkOrder(tx, state.room_issue_id);
      // Inventory first, then the projection row: rows made on demand count the projection as it
      // was (db/out-of-order.ts explains why that keeps them exact).
      await applyOutOfOrderChanges(tx, outOfOrderChanges(before, state));
      const row = {
        room_issue_id: state.room_issue_id,
        room_id: state.room_id,
        room_num: state.room_num,
        room_type_id: state.room_type_id,
        start_date: state.start_date,
        end_date: state.end_date,
        issue: state.issue,
        fixed: state.fixed,
      };
      await tx`
        insert into out_of_order ${tx(row)}
        on conflict (room_issue_id) do update
          set room_id = excluded.room_id, room_num = excluded.room_num, room_type_id = excluded.room_type_id,
              start_date = excluded.start_date, end_date = excluded.end_date, issue = excluded.issue,
              fixed = excluded.fixed`;
    }),
  );
}

/** Longest range the oversold query answers (work orders are at most 366 days; some slack). */
const MAX_QUERY_NIGHTS = 800;

/**
 * `pms.reservations.query.oversold` (docs/rooms.md): the nights of a room type that one more unit
 * out of order would oversell, leaving out the asking work order's own unit.
 */
async function answerOversoldQuery(sql: Sql, payload: unknown): Promise<OversoldReply> {
  const parsed = OversoldQuery.safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'} ${i.message}`).join('; ');
    throw new CommandRefused('invalid_query', `The oversold query is malformed: ${problems}.`);
  }
  const q = parsed.data;
  if (q.end_date < q.start_date) return { nights: [] };
  const span = (Date.parse(q.end_date) - Date.parse(q.start_date)) / 86_400_000 + 1;
  if (span > MAX_QUERY_NIGHTS)
    throw new CommandRefused('invalid_query', `The oversold query covers ${span} nights; at most ${MAX_QUERY_NIGHTS} are answered.`);
  const nights = await oversoldNights(sql, {
    roomTypeId: q.room_type_id,
    start: q.start_date,
    end: q.end_date,
    excludeIssueId: q.exclude_issue_id,
  });
  if (!nights) throw new CommandRefused('unknown_room_type', `Room type ${q.room_type_id} is not known to reservations (yet).`);
  return { nights };
}

/**
 * The work-order consumer (durable, named after this database's identity like the other
 * projections, so a fresh database replays every work order) and the oversold query responder.
 */
export async function startWorkOrders({ sql, bus }: Pick<ServiceDeps, 'sql' | 'bus'>): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from consumer_identity`;
  if (!identity) throw new Error('consumer_identity is empty: migrations did not run');
  const subs = await Promise.all([
    bus.consume({
      durable: `reservations-work-orders-${identity.id}`,
      filter: 'pms.rooms.issue.>',
      handler: (event, subject) => applyWorkOrderEvent(sql, event, subject),
    }),
    bus.reply(OVERSOLD_QUERY, (payload) => answerOversoldQuery(sql, payload)),
  ]);
  return {
    async stop() {
      await Promise.all(subs.map((s) => s.stop()));
    },
  };
}
