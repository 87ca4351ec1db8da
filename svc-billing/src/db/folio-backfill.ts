import { toCents } from '@pms/contracts/money';
import type { Logger, Sql } from '@pms/service-kit';
import { NO_TAXES, rateOf } from '../domain/charges';
import { nightsUntil } from '../domain/folio-taxes';
import { roomNight } from './folio-charges';
import { postCharges, type Charge } from './folio-lines';
import { nightsToPost, type FolioStay } from './folio-totals';
import { currentTaxRates } from './tax-rates';

/** Stays given their folios per transaction: small enough that the front desk never waits on one. */
const BATCH = 500;

interface BackfillStay extends FolioStay {
  invoice_id: number | null;
  check_out_date: string | null;
  county_rate: string | null;
  city_rate: string | null;
  state_rate: string | null;
  total: string | null;
  payment_type: 'Credit Card' | 'Cash' | null;
  paid_on: string | null;
}

/**
 * Gives the stays an older release wrote their folios (docs/billing.md "Upgrading"): every stay
 * without one gets one; a stay paid by the old single invoice gets the nights it was invoiced for
 * (taxed at the invoice's rates, so the folio totals exactly the invoice), the invoice's payment and a
 * folio closed by that invoice; a stay checked in gets the nights already stayed. Runs on start, in
 * batches, until no stay is left; a folio opened meanwhile by a route is simply skipped. The
 * folio lines name `upgrade` as who posted them.
 */
export async function backfillFolios(sql: Sql, today: () => string, log: Logger): Promise<number> {
  const [state] = await sql<{ done: boolean }[]>`select done from folio_backfill`;
  if (state?.done) return 0;
  let total = 0;
  for (;;) {
    const n = await sql.begin(async (tx) => {
      const stays = await tx<(Omit<BackfillStay, 'rate_cents'> & { rate: string })[]>`
        select s.res_room_id, s.arrival::text as arrival, s.departure::text as departure, s.rate::text as rate,
               s.active, s.no_show, s.checked_in, s.checked_out,
               i.invoice_id, i.check_out_date::text as check_out_date, i.county_rate::text as county_rate,
               i.city_rate::text as city_rate, i.state_rate::text as state_rate, i.total::text as total,
               i.payment_type, i.paid_on::text as paid_on
        from stays s left join invoices i on i.res_room_id = s.res_room_id
        where not exists (select 1 from folios f where f.res_room_id = s.res_room_id)
        order by s.res_room_id desc
        limit ${BATCH}
        for update of s skip locked`;
      if (stays.length === 0) return 0;
      await tx`insert into folios (res_room_id) select unnest(${stays.map((s) => s.res_room_id)}::int[]) on conflict do nothing`;
      const actor = { by: 'upgrade', businessDate: today() };
      const current = (await currentTaxRates(tx)) ?? NO_TAXES;
      const open: Charge[] = [];
      for (const row of stays) {
        const stay: FolioStay = { ...row, rate_cents: toCents(row.rate) };
        if (row.invoice_id !== null && row.check_out_date !== null && row.paid_on !== null) {
          // The invoice's nights at its own rates: the folio then totals exactly what it charged.
          const rates = { county: rateOf(row.county_rate ?? 0), city: rateOf(row.city_rate ?? 0), state: rateOf(row.state_rate ?? 0) };
          const nights = nightsUntil(stay.arrival, row.check_out_date);
          await postCharges(tx, nights.map((night) => roomNight(stay.res_room_id, night, stay.rate_cents, { by: 'upgrade', businessDate: row.paid_on ?? actor.businessDate })), rates);
          await tx`
            insert into folio_payments (res_room_id, method, amount_cents, paid_by, business_date)
            select ${stay.res_room_id}, ${row.payment_type ?? 'Credit Card'}, ${toCents(row.total ?? '0')}, 'upgrade', ${row.paid_on}
            where ${toCents(row.total ?? '0')} > 0`;
          await tx`update folios set status = 'closed', invoice_id = ${row.invoice_id} where res_room_id = ${stay.res_room_id}`;
        } else if (stay.checked_in) {
          for (const night of nightsToPost(stay, new Set(), actor.businessDate, 'stayed')) open.push(roomNight(stay.res_room_id, night, stay.rate_cents, actor));
        }
      }
      await postCharges(tx, open, current);
      return stays.length;
    });
    if (n === 0) break;
    total += n;
    log.info({ stays: total }, 'folio backfill: stays given their folios so far');
  }
  await sql`update folio_backfill set done = true`;
  if (total > 0) log.info({ stays: total }, 'folio backfill done');
  return total;
}
