import type { Sql, TransactionSql } from '@pms/service-kit';
import { toCents } from '@pms/contracts/money';
import { NO_TAXES, type TaxRateSet } from '../domain/charges';
import { settleDate } from '@pms/contracts/rules/stay';
import { nightsUntil, taxesOf } from '../domain/folio-taxes';
import { currentTaxRates } from './tax-rates';

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
export function unpostedNights(stay: FolioStay | undefined, posted: ReadonlySet<string>): string[] {
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

/**
 * A folio's totals, or undefined when it is not open. `lock` takes the folio row first, so payments,
 * charges and the invoice of one folio queue behind each other (paid never passes projected_total).
 */
export async function folioTotals(db: Db, resRoomId: number, { lock = false, rates }: { lock?: boolean; rates?: TaxRateSet } = {}): Promise<FolioTotals | undefined> {
  const [folio] = await db<{ status: 'open' | 'closed'; invoice_id: number | null; version: number }[]>`
    select status, invoice_id, version from folios where res_room_id = ${resRoomId} ${lock ? db`for update` : db``}`;
  if (!folio) return undefined;
  const [[sums], nights, stay, taxRates] = await Promise.all([
    db<{ charges: string; room_net: string; room_taxes: string; paid: string; refunded: string }[]>`
      select
        (select coalesce(sum(amount_cents), 0) from folio_lines where res_room_id = ${resRoomId})::text as charges,
        (select coalesce(sum(amount_cents), 0) from folio_lines where res_room_id = ${resRoomId} and tax_base = 0 and kind <> 'tax')::text as room_net,
        (select coalesce(sum(amount_cents), 0) from folio_lines where res_room_id = ${resRoomId} and tax_base = 0 and kind = 'tax')::text as room_taxes,
        (select coalesce(sum(amount_cents), 0) from folio_payments where res_room_id = ${resRoomId})::text as paid,
        (select coalesce(sum(r.amount_cents), 0) from folio_refunds r join folio_payments p using (payment_id)
          where p.res_room_id = ${resRoomId})::text as refunded`,
    db<{ service_date: string }[]>`
      select service_date::text as service_date from folio_lines where res_room_id = ${resRoomId} and kind = 'room'`,
    findFolioStay(db, resRoomId),
    rates ? Promise.resolve(rates) : currentTaxRates(db),
  ]);
  if (!sums) throw new Error('the folio sums returned nothing');
  const posted = new Set(nights.map((n) => n.service_date));
  const charges = Number(sums.charges);
  const paid = Number(sums.paid) - Number(sums.refunded);
  const projected = projectedTotal({
    charges,
    roomNet: Number(sums.room_net),
    roomTaxes: Number(sums.room_taxes),
    nightsToCome: unpostedNights(stay, posted).length,
    rateCents: stay?.rate_cents ?? 0,
    rates: taxRates ?? NO_TAXES,
  });
  return {
    res_room_id: resRoomId,
    status: folio.status,
    invoice_id: folio.invoice_id,
    version: folio.version,
    charges,
    paid,
    balance: charges - paid,
    projected_total: projected,
    posted_nights: posted,
    stay,
  };
}
