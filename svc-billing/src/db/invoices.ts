import type { InvoiceRow, PaymentType } from '@pms/contracts/billing';
import { fromCents, toCents } from '@pms/contracts/money';
import { conflict, notFound, type Sql, type TransactionSql } from '@pms/service-kit';
import { centsToNumeric, invoiceNumber, rateOf, stayCharges, type TaxRateSet } from '../domain/charges';
import { publishInvoice } from '../events/publish';
import { currentTaxRates } from './tax-rates';

type Db = Sql | TransactionSql;

interface InvoiceRecord {
  invoice_id: number;
  invoice_number: string;
  res_room_id: number;
  first_name: string;
  last_name: string;
  cc_last_four: string;
  room_num: string | null;
  check_in_date: string;
  check_out_date: string;
  num_days: number;
  rate: string;
  room_total: string;
  county_rate: string;
  city_rate: string;
  state_rate: string;
  county_tax: string;
  city_tax: string;
  state_tax: string;
  total: string;
  payment_type: PaymentType;
  paid_at: Date;
}

export interface StayRecord {
  res_room_id: number;
  reservation_id: number;
  first_name: string;
  last_name: string;
  cc_last_four: string;
  room_num: string | null;
  arrival: string;
  departure: string;
  rate: string;
  active: boolean;
  checked_in: boolean;
  checked_out: boolean;
}

const money = (numeric: string) => fromCents(toCents(numeric));

function invoiceRowOf(r: InvoiceRecord): InvoiceRow {
  return {
    res_room_id: r.res_room_id,
    first_name: r.first_name,
    last_name: r.last_name,
    ccLastFour: r.cc_last_four,
    room_num: r.room_num,
    check_in_date: r.check_in_date,
    check_out_date: r.check_out_date,
    payment_type: r.payment_type,
    num_days: r.num_days,
    rate: money(r.rate),
    room_total: money(r.room_total),
    county_tax: money(r.county_tax),
    city_tax: money(r.city_tax),
    state_tax: money(r.state_tax),
    county_rate: rateOf(r.county_rate),
    city_rate: rateOf(r.city_rate),
    state_rate: rateOf(r.state_rate),
    total: money(r.total),
    invoice_id: r.invoice_id,
    invoice_number: r.invoice_number,
    paid_at: r.paid_at.toISOString(),
  };
}

async function selectInvoice(db: Db, by: 'invoice' | 'stay', id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db<InvoiceRecord[]>`
    select invoice_id, invoice_number, res_room_id, first_name, last_name, cc_last_four, room_num,
           check_in_date::text as check_in_date, check_out_date::text as check_out_date, num_days,
           rate::text as rate, room_total::text as room_total, county_rate::text as county_rate,
           city_rate::text as city_rate, state_rate::text as state_rate, county_tax::text as county_tax,
           city_tax::text as city_tax, state_tax::text as state_tax, total::text as total, payment_type, paid_at
    from invoices
    where ${by === 'invoice' ? db`invoice_id = ${id}` : db`res_room_id = ${id}`}`;
  return row ? invoiceRowOf(row) : undefined;
}

export const findInvoice = (db: Db, invoiceId: number) => selectInvoice(db, 'invoice', invoiceId);
export const findInvoiceOfStay = (db: Db, resRoomId: number) => selectInvoice(db, 'stay', resRoomId);

/** `GET /api/hw/invoice_id/{res_room_id}`: `[{invoice_id}]` or `[]`. */
export async function invoiceIdsOfStay(sql: Sql, resRoomId: number): Promise<{ invoice_id: number }[]> {
  return sql<{ invoice_id: number }[]>`select invoice_id from invoices where res_room_id = ${resRoomId}`;
}

async function findStay(db: Db, resRoomId: number, { lock = false } = {}): Promise<StayRecord | undefined> {
  const [stay] = await db<StayRecord[]>`
    select res_room_id, reservation_id, first_name, last_name, cc_last_four, room_num, arrival::text as arrival,
           departure::text as departure, rate::text as rate, active, checked_in, checked_out
    from stays where res_room_id = ${resRoomId}
    ${lock ? db`for update` : db``}`;
  return stay;
}

const noTaxRates = () => conflict("The hotel's tax rates are not set up, so no invoice can be issued. Ask a manager to set them.");

/** What the stay's invoice would be if it were paid now (amounts from the stay and current rates). */
function proForma(stay: StayRecord, rates: TaxRateSet): InvoiceRow {
  const c = stayCharges(stay.arrival, stay.departure, toCents(stay.rate), rates);
  return {
    res_room_id: stay.res_room_id,
    first_name: stay.first_name,
    last_name: stay.last_name,
    ccLastFour: stay.cc_last_four,
    room_num: stay.room_num,
    check_in_date: stay.arrival,
    check_out_date: stay.departure,
    payment_type: null,
    num_days: c.nights,
    rate: fromCents(c.rateCents),
    room_total: fromCents(c.roomCents),
    county_tax: fromCents(c.countyTaxCents),
    city_tax: fromCents(c.cityTaxCents),
    state_tax: fromCents(c.stateTaxCents),
    county_rate: rates.county,
    city_rate: rates.city,
    state_rate: rates.state,
    total: fromCents(c.totalCents),
    invoice_id: null,
    invoice_number: null,
    paid_at: null,
  };
}

/**
 * `GET /api/hw/pre_invoice/{res_room_id}`: the invoice before payment. A stay already paid answers
 * its invoice (so the payment page sees it is paid). Unknown stay → 404; no tax rates → 409.
 */
export async function preInvoice(sql: Sql, resRoomId: number): Promise<InvoiceRow> {
  const invoiced = await findInvoiceOfStay(sql, resRoomId);
  if (invoiced) return invoiced;
  const stay = await findStay(sql, resRoomId);
  if (!stay) throw notFound(`There is no stay ${resRoomId} to bill.`);
  const rates = await currentTaxRates(sql);
  if (!rates) throw noTaxRates();
  return proForma(stay, rates);
}

export interface PayStay {
  resRoomId: number;
  paymentType: PaymentType;
  userId: number;
  /** The payment instant and the hotel date it falls on. */
  now: Date;
  today: string;
}

/**
 * Pays a stay: in the caller's transaction, creates its invoice (numbered), the payment and the
 * invoice's state event — or, when the stay already has an invoice, answers that one
 * (`created: false`) and changes nothing. Exactly one invoice per stay however often and however
 * concurrently this runs: callers queue on the stay's projection row, and the unique
 * `invoices.res_room_id` is the backstop.
 *
 * Refused: an unknown stay (404); a cancelled or not checked-in stay (409); no tax rates (409).
 * A checked-in stay not yet marked checked out is accepted: the payment page sends check-out and
 * payment together, in either order, and the invoice event completes a lost check-out.
 */
export async function payStay(tx: TransactionSql, p: PayStay): Promise<{ created: boolean; invoice: InvoiceRow }> {
  // Lock first, so a concurrent payment of this stay waits here and then finds our invoice.
  const stay = await findStay(tx, p.resRoomId, { lock: true });
  if (!stay) throw notFound(`There is no stay ${p.resRoomId} to bill.`);
  const existing = await findInvoiceOfStay(tx, p.resRoomId);
  if (existing) return { created: false, invoice: existing };
  if (!stay.active) throw conflict(`The reservation of stay ${p.resRoomId} is cancelled; there is nothing to pay.`);
  if (!stay.checked_in) throw conflict(`The guest of stay ${p.resRoomId} has not checked in; a stay is paid at check-out.`);
  const rates = await currentTaxRates(tx);
  if (!rates) throw noTaxRates();

  const c = stayCharges(stay.arrival, stay.departure, toCents(stay.rate), rates);
  const year = Number(p.today.slice(0, 4));
  const [counter] = await tx<{ last_number: number }[]>`
    insert into invoice_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = invoice_counters.last_number + 1
    returning last_number`;
  if (!counter) throw new Error('the invoice counter returned nothing');

  const [created] = await tx<{ invoice_id: number }[]>`
    insert into invoices ${tx({
      invoice_number: invoiceNumber(year, counter.last_number),
      res_room_id: stay.res_room_id,
      reservation_id: stay.reservation_id,
      first_name: stay.first_name,
      last_name: stay.last_name,
      cc_last_four: stay.cc_last_four,
      room_num: stay.room_num,
      check_in_date: stay.arrival,
      check_out_date: stay.departure,
      num_days: c.nights,
      rate: centsToNumeric(c.rateCents),
      room_total: centsToNumeric(c.roomCents),
      county_rate: rates.county,
      city_rate: rates.city,
      state_rate: rates.state,
      county_tax: centsToNumeric(c.countyTaxCents),
      city_tax: centsToNumeric(c.cityTaxCents),
      state_tax: centsToNumeric(c.stateTaxCents),
      total: centsToNumeric(c.totalCents),
      payment_type: p.paymentType,
      paid_at: p.now,
      paid_on: p.today,
      user_id: p.userId,
    })}
    returning invoice_id`;
  if (!created) throw new Error('the invoice insert returned nothing');
  await tx`
    insert into payments (invoice_id, amount, payment_type, paid_at, user_id)
    values (${created.invoice_id}, ${centsToNumeric(c.totalCents)}, ${p.paymentType}, ${p.now}, ${p.userId})`;
  const invoice = await findInvoiceOfStay(tx, p.resRoomId);
  if (!invoice || invoice.invoice_id === null || invoice.invoice_number === null || invoice.paid_at === null) {
    throw new Error('the new invoice vanished inside its own transaction');
  }
  await publishInvoice(tx, {
    invoice_id: invoice.invoice_id,
    invoice_number: invoice.invoice_number,
    res_room_id: invoice.res_room_id,
    total_cents: c.totalCents,
    payment_type: p.paymentType,
    paid_at: invoice.paid_at,
  });
  return { created: true, invoice };
}
