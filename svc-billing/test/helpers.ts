import type { StayState } from '@pms/contracts/reservations';
import { subjects } from '@pms/contracts/events';
import type { BaseConfig, Bus, Sql } from '@pms/service-kit';
import { eventApplied, publishStay, startService, stayEvent, tableCounts, testStay, TEST_TODAY, watchEvents, type ServiceHarness } from '@pms/service-kit/testing';
import { billingService } from '../src/service';

export const TODAY = TEST_TODAY;

/** Rows of billing's own tables and the invoice numbers used (`counters`), to prove a refused request changed nothing. */
async function billingCounts(sql: Sql) {
  const [row] = await sql<{ counters: number }[]>`select coalesce(sum(last_number), 0)::int as counters from invoice_counters`;
  return { ...(await tableCounts(sql, 'billing', ['invoices', 'folio_payments', 'folio_lines', 'outbox', 'invoice_counters', 'stays'])), counters: row?.counters ?? 0 };
}

type Counts = Awaited<ReturnType<typeof billingCounts>>;

export type BillingHarness = ServiceHarness<BaseConfig, Counts>;

/** svc-billing on a fresh database (and a fresh bus unless one is given), demo tax rates seeded. */
export async function startBilling(opts: { bus?: Bus; demo?: boolean } = {}): Promise<BillingHarness> {
  return startService(billingService, { bus: opts.bus, demo: opts.demo ?? true, counts: billingCounts });
}

/** A stay as svc-reservations publishes it: arriving today for two nights at $109.99 unless told otherwise. */
export function stayState(over: Partial<StayState> & { res_room_id: number }): StayState {
  return testStay(TODAY, over);
}

export { publishStay, stayEvent, watchEvents };

/** Waits until the stays projection holds `version` (or newer) of a stay. */
export async function stayProjected(sql: Sql, resRoomId: number, version: number): Promise<void> {
  await eventApplied(sql, subjects.stay(resRoomId), version);
}

/** Publishes stays and waits until the projection applied every one. */
export async function applyStays(h: { bus: Bus; sql: Sql }, states: readonly StayState[], version = 1): Promise<void> {
  for (const s of states) await publishStay(h.bus, s, version);
  for (const s of states) await stayProjected(h.sql, s.res_room_id, version);
}
