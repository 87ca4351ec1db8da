import { afterAll, beforeAll, expect } from 'vitest';
import { CreateInvoiceAnswer, DepartureList, InvoiceRows, type CreateInvoiceInput, type InvoiceRow } from '@pms/contracts/billing';
import { addDays } from '@pms/contracts/dates';
import type { StayState } from '@pms/contracts/reservations';
import { applyStays, startBilling, stayState, TODAY, watchEvents } from './helpers';

export const day = (n: number) => addDays(TODAY, n);

/** The stays the invoice tests pay (or are refused to pay), each with the case it stands for. */
export const STAYS = {
  dueOut: stayState({ res_room_id: 201, room_num: '201', first_name: 'Ann', last_name: 'Lee', arrival: day(-1), departure: TODAY, checked_in: true }),
  notCheckedIn: stayState({ res_room_id: 202, arrival: TODAY, departure: day(2) }),
  cancelled: stayState({ res_room_id: 203, arrival: TODAY, departure: day(2), active: false }),
  checkedOut: stayState({ res_room_id: 204, room_num: '204', arrival: day(-2), departure: TODAY, checked_in: true, checked_out: true }),
  race: stayState({ res_room_id: 205, room_num: '205', arrival: day(-3), departure: TODAY, checked_in: true }),
  keyed: stayState({ res_room_id: 206, room_num: '206', arrival: day(-1), departure: TODAY, checked_in: true }),
  monthEnd: stayState({ res_room_id: 217, room_num: '217', arrival: '2026-01-30', departure: '2026-02-02', rate_cents: 14950, checked_in: true }),
  dayUse: stayState({ res_room_id: 218, room_num: '218', arrival: TODAY, departure: TODAY, checked_in: true }),
  noTaxes: stayState({ res_room_id: 219, room_num: '219', arrival: day(-1), departure: TODAY, checked_in: true }),
} satisfies Record<string, StayState>;
export const MANY = Array.from({ length: 10 }, (_, i) =>
  stayState({ res_room_id: 301 + i, room_num: String(301 + i), arrival: day(-1 - i), departure: TODAY, checked_in: true, rate_cents: 9000 + i * 111 }),
);

/**
 * svc-billing for the test file that awaits this (stopped after its last test), with STAYS and MANY
 * projected before its first, the invoice events it publishes watched, and the payment page's requests.
 */
export async function invoicesForFile() {
  const h = await startBilling();
  const invoiceEvents = await watchEvents(h.bus, 'pms.billing.invoice.>');
  afterAll(async () => {
    await invoiceEvents.stop();
    await h.stop();
  });
  beforeAll(async () => {
    await applyStays(h, [...Object.values(STAYS), ...MANY]);
  });

  const pay = (body: CreateInvoiceInput | string | undefined, headers: Record<string, string> = {}) =>
    h.request('POST', '/api/hw/invoice', body, { headers });

  async function paid(res: Response, status = 201): Promise<CreateInvoiceAnswer> {
    expect(res.status).toBe(status);
    return CreateInvoiceAnswer.parse(await res.json());
  }

  async function preInvoice(resRoomId: number): Promise<InvoiceRow> {
    const res = await h.request('GET', `/api/hw/pre_invoice/${resRoomId}`);
    expect(res.status).toBe(200);
    const rows = InvoiceRows.parse(await res.json());
    expect(rows).toHaveLength(1);
    return rows[0] as InvoiceRow;
  }

  /** The balance the billing list shows for a stay (by its room number). */
  async function balanceOf(stay: StayState): Promise<number> {
    const res = await h.request('GET', `/api/hw/departures/undefined/undefined/${stay.room_num}/false/false/false`);
    const rows = DepartureList.parse(await res.json()).filter((r) => r.res_room_id === stay.res_room_id);
    expect(rows).toHaveLength(1);
    return (rows[0] as { balance: number }).balance;
  }

  return { h, invoiceEvents, pay, paid, preInvoice, balanceOf };
}
