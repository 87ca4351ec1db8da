import type { Sql, TransactionSql } from '@pms/service-kit';
import { toCents } from '@pms/contracts/money';
import { NO_TAXES, rateOf, type TaxRateSet } from '../domain/charges';
import { settleDate } from '@pms/contracts/rules/stay';
import { nightsUntil, taxesOf } from '../domain/folio-taxes';

type Db = Sql | TransactionSql;

/** What billing knows of a stay (its projection of svc-reservations' stay events). */
export interface FolioStay {
  res_room_id: number;
  arrival: string;
  departure: string;
  rate_cents: number;
  active: boolean;
  no_show: boolean;
  checked_in: boolean;
  checked_out: boolean;
}

/** What folioTotals reads in one statement. */
interface FolioRow {
  status: 'open' | 'closed';
  invoice_id: number | null;
  version: number;
  charges: string;
  room_net: string;
  room_taxes: string;
  nights: string[];
  paid: string;
  refunded: string;
  stay_id: number | null;
  arrival: string | null;
  departure: string | null;
  rate: string | null;
  active: boolean | null;
  no_show: boolean | null;
  checked_in: boolean | null;
  checked_out: boolean | null;
  county_rate: string | null;
  city_rate: string | null;
  state_rate: string | null;
}

/** A folio's money, in cents (docs/billing.md "Folio"). */
export interface FolioTotals {
  res_room_id: number;
  status: 'open' | 'closed';
  invoice_id: number | null;
  version: number;
  charges: number;
  paid: number;
  balance: number;
  projected_total: number;
  /** Room nights posted, by date. */
  posted_nights: Set<string>;
  stay: FolioStay | undefined;
}

export async function findFolioStay(db: Db, resRoomId: number): Promise<FolioStay | undefined> {
  const [stay] = await db<(Omit<FolioStay, 'rate_cents'> & { rate: string })[]>`
    select res_room_id, arrival::text as arrival, departure::text as departure, rate::text as rate,
           active, no_show, checked_in, checked_out
    from stays where res_room_id = ${resRoomId}`;
  if (!stay) return undefined;
  const { rate, ...rest } = stay;
  return { ...rest, rate_cents: toCents(rate) };
}

/** The nights the stay will still be charged: booked, not yet posted (none once cancelled or a no-show). */
function unpostedNights(stay: FolioStay | undefined, posted: ReadonlySet<string>): string[] {
  if (!stay || !stay.active || stay.no_show) return [];
  return nightsUntil(stay.arrival, stay.departure).filter((night) => !posted.has(night));
}

/**
 * The nights to post, not posted yet: up to the settle date when the guest leaves now (check-out,
 * Submit Payment: domain/folio-taxes.ts), or only the nights already behind the business date (a late
 * check-in, an upgraded stay; tonight's is the night audit's).
 */
export function nightsToPost(stay: FolioStay, posted: ReadonlySet<string>, businessDate: string, upTo: 'settle' | 'stayed'): string[] {
  if (!stay.active || stay.no_show) return [];
  const until = upTo === 'settle' ? settleDate(stay.arrival, stay.departure, businessDate) : businessDate < stay.departure ? businessDate : stay.departure;
  return nightsUntil(stay.arrival, until).filter((night) => !posted.has(night));
}

/** What the folio's sums are made of (cents). */
export interface FolioSums {
  charges: number;
  /** The room nights' group: nights and their allowances, and its taxes. */
  roomNet: number;
  roomTaxes: number;
  nightsToCome: number;
  rateCents: number;
  rates: TaxRateSet;
}

/**
 * The projected total: charges plus the nights still to come with their taxes — the room group's
 * taxes at its projected net, less those already posted (so it is exact to the cent).
 */
export function projectedTotal(f: FolioSums): number {
  const toCome = f.nightsToCome * f.rateCents;
  return toCome === 0 ? f.charges : f.charges + toCome + taxesOf(f.roomNet + toCome, f.rates) - f.roomTaxes;
}

/** One statement for the folio, its sums, its posted nights, its stay and the tax rates: the folio
 * page's first read (p99 ≤ 10 ms at a million stays, docs/performance.md) and every write's check. */
function folioRow(db: Db, resRoomId: number) {
  return db<FolioRow[]>`
    select f.status, f.invoice_id, f.version,
           coalesce(l.charges, 0)::text as charges, coalesce(l.room_net, 0)::text as room_net,
           coalesce(l.room_taxes, 0)::text as room_taxes, coalesce(l.nights, '{}') as nights,
           coalesce(p.paid, 0)::text as paid, coalesce(r.refunded, 0)::text as refunded,
           s.res_room_id as stay_id, s.arrival::text as arrival, s.departure::text as departure, s.rate::text as rate,
           s.active, s.no_show, s.checked_in, s.checked_out,
           t.county_rate::text as county_rate, t.city_rate::text as city_rate, t.state_rate::text as state_rate
    from folios f
    left join lateral (
      select sum(amount_cents) as charges,
             sum(amount_cents) filter (where tax_base = 0 and kind <> 'tax') as room_net,
             sum(amount_cents) filter (where tax_base = 0 and kind = 'tax') as room_taxes,
             array_agg(service_date::text) filter (where kind = 'room') as nights
      from folio_lines where res_room_id = f.res_room_id) l on true
    left join lateral (select sum(amount_cents) as paid from folio_payments where res_room_id = f.res_room_id) p on true
    left join lateral (
      select sum(x.amount_cents) as refunded from folio_refunds x join folio_payments y using (payment_id)
      where y.res_room_id = f.res_room_id) r on true
    left join stays s on s.res_room_id = f.res_room_id
    left join tax_rates t on true
    where f.res_room_id = ${resRoomId}`;
}

/**
 * A folio's totals, or undefined when it is not open. `lock` takes the folio row first, so payments,
 * charges and the invoice of one folio queue behind each other (paid never passes projected_total).
 */
export async function folioTotals(db: Db, resRoomId: number, { lock = false, rates }: { lock?: boolean; rates?: TaxRateSet } = {}): Promise<FolioTotals | undefined> {
  // The lock, when asked, and the read are sent together (one wait): the read runs after the lock is
  // granted, so it sees what the previous holder committed.
  const [locked, [row]] = await Promise.all([lock ? db`select 1 from folios where res_room_id = ${resRoomId} for update` : undefined, folioRow(db, resRoomId)]);
  if (lock && locked?.length === 0) return undefined;
  if (!row) return undefined;

  const nights = row.nights.map((service_date) => ({ service_date }));
  const stay: FolioStay | undefined =
    row.stay_id === null
      ? undefined
      : { res_room_id: row.stay_id, arrival: row.arrival as string, departure: row.departure as string, rate_cents: toCents(row.rate as string), active: !!row.active, no_show: !!row.no_show, checked_in: !!row.checked_in, checked_out: !!row.checked_out };
  const taxRates = rates ?? (row.county_rate === null ? undefined : { county: rateOf(row.county_rate), city: rateOf(row.city_rate as string), state: rateOf(row.state_rate as string) });
  const posted = new Set(nights.map((n) => n.service_date));
  const charges = Number(row.charges);
  const paid = Number(row.paid) - Number(row.refunded);
  const projected = projectedTotal({
    charges,
    roomNet: Number(row.room_net),
    roomTaxes: Number(row.room_taxes),
    nightsToCome: unpostedNights(stay, posted).length,
    rateCents: stay?.rate_cents ?? 0,
    rates: taxRates ?? NO_TAXES,
  });
  return {
    res_room_id: resRoomId,
    status: row.status,
    invoice_id: row.invoice_id,
    version: row.version,
    charges,
    paid,
    balance: charges - paid,
    projected_total: projected,
    posted_nights: posted,
    stay,
  };
}
