import type { InvoiceRow, PaymentType } from '@pms/contracts/billing';
import { fromCents, toCents } from '@pms/contracts/money';
import { conflict, notFound, type Sql, type TransactionSql } from '@pms/service-kit';
import { rateOf, stayCharges, type TaxRateSet } from '../domain/charges';
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

interface StayRecord {
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
    where ${by === 'invoice' ? db`invoice_id = ${id}` : db`res_room_id = ${id} and ${notCredited(db)} order by invoice_id desc limit 1`}`;
  return row ? invoiceRowOf(row) : undefined;
}

/** An invoice no credit note has reversed (a stay's current invoice). */
const notCredited = (db: Db) => db`not exists (select 1 from credit_notes c where c.invoice_id = invoices.invoice_id)`;

export const findInvoice = (db: Db, invoiceId: number) => selectInvoice(db, 'invoice', invoiceId);
const findInvoiceOfStay = (db: Db, resRoomId: number) => selectInvoice(db, 'stay', resRoomId);

/** `GET /api/hw/invoice_id/{res_room_id}`: `[{invoice_id}]` of the stay's current invoice, or `[]`. */
export async function invoiceIdsOfStay(sql: Sql, resRoomId: number): Promise<{ invoice_id: number }[]> {
  return sql<{ invoice_id: number }[]>`
    select invoice_id from invoices where res_room_id = ${resRoomId} and ${notCredited(sql)} order by invoice_id desc limit 1`;
}

async function findStay(db: Db, resRoomId: number): Promise<StayRecord | undefined> {
  const [stay] = await db<StayRecord[]>`
    select res_room_id, reservation_id, first_name, last_name, cc_last_four, room_num, arrival::text as arrival,
           departure::text as departure, rate::text as rate, active, checked_in, checked_out
    from stays where res_room_id = ${resRoomId}`;
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
