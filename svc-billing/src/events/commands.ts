import { commands } from '@pms/contracts/events';
import {
  PostNightCommand,
  SettleCheckCommand,
  type NightAuditMoney,
  type PostNightReply,
  type SettleCheckReply,
} from '@pms/contracts/night-audit';
import type { ServiceDeps, Sql, Subscription } from '@pms/service-kit';
import { NO_TAXES } from '../domain/charges';
import { postNights, roomNight } from '../db/folio-charges';
import { postCharges, type Charge } from '../db/folio-lines';
import { folioTotals } from '../db/folio-totals';
import { currentTaxRates } from '../db/tax-rates';
import { announceFolioChanges } from './folio-events';

/**
 * The night audit's step 3 (`commands.postNight`): posts every night and no-show fee it is sent, each
 * at most once (a re-run posts nothing twice), with their taxes, in one transaction; answers the day's
 * money from what is on the folios for that business date.
 */
async function postNight(sql: Sql, cmd: PostNightCommand): Promise<PostNightReply> {
  const actor = { by: cmd.posted_by, businessDate: cmd.business_date };
  const posted = await sql.begin(async (tx) => {
    const rates = (await currentTaxRates(tx)) ?? NO_TAXES;
    const charges = cmd.postings.map((p): Charge =>
      p.kind === 'room'
        ? { ...roomNight(p.res_room_id, p.service_date, p.amount_cents, actor) }
        : {
            resRoomId: p.res_room_id,
            kind: 'no_show',
            serviceDate: p.service_date,
            businessDate: cmd.business_date,
            code: 'NO_SHOW',
            description: `No-show fee ${p.service_date}`,
            quantity: 1,
            amountCents: p.amount_cents,
            taxed: p.taxed,
            postedBy: cmd.posted_by,
          },
    );
    const lines = (await postCharges(tx, charges, rates)).filter((l) => l.kind !== 'tax');
    await announceFolioChanges(tx, lines.map((l) => ({ resRoomId: l.res_room_id, kind: 'line_posted', id: l.line_id, amountCents: l.amount_cents, by: cmd.posted_by })));
    return lines.length;
  });
  return { ok: true, posted, money: await dayMoney(sql, cmd.business_date) };
}

/** The money of one business date: lines posted, payments taken and refunds given on it. */
async function dayMoney(sql: Sql, businessDate: string): Promise<NightAuditMoney> {
  const [[lines], payments, [refunds]] = await Promise.all([
    sql<{ room: string; tax: string; extras: string; no_show: string }[]>`
      select
        coalesce(sum(l.amount_cents) filter (where l.kind = 'room' or (l.kind = 'allowance' and l.tax_base = 0)), 0)::text as room,
        coalesce(sum(l.amount_cents) filter (where l.kind = 'tax'), 0)::text as tax,
        coalesce(sum(l.amount_cents) filter (where l.kind = 'extra' or (l.kind = 'allowance' and p.kind = 'extra')), 0)::text as extras,
        coalesce(sum(l.amount_cents) filter (where l.kind = 'no_show' or (l.kind = 'allowance' and p.kind = 'no_show')), 0)::text as no_show
      from folio_lines l left join folio_lines p on p.line_id = l.parent_line_id
      where l.business_date = ${businessDate}`,
    sql<{ method: 'Credit Card' | 'Cash'; total: string }[]>`
      select method, sum(amount_cents)::text as total from folio_payments where business_date = ${businessDate} group by method`,
    sql<{ total: string }[]>`select coalesce(sum(amount_cents), 0)::text as total from folio_refunds where business_date = ${businessDate}`,
  ]);
  const byMethod = { 'Credit Card': 0, Cash: 0 };
  for (const p of payments) byMethod[p.method] = Number(p.total);
  return {
    room_revenue_cents: Number(lines?.room ?? 0),
    tax_revenue_cents: Number(lines?.tax ?? 0),
    extras_revenue_cents: Number(lines?.extras ?? 0),
    no_show_revenue_cents: Number(lines?.no_show ?? 0),
    payments_by_method_cents: byMethod,
    refunds_cents: Number(refunds?.total ?? 0),
  };
}

/**
 * Before a check-out (`commands.settleCheck`): posts the nights not yet posted up to the departure the
 * check-out will record, and answers the balance. Check-out goes ahead only on a zero balance.
 */
async function settleCheck(sql: Sql, cmd: SettleCheckCommand, businessDate: string): Promise<SettleCheckReply> {
  return sql.begin(async (tx) => {
    // The folio opened if need be, then locked and read: sent together, run in this order (one wait).
    const [, folio] = await Promise.all([
      tx`insert into folios (res_room_id) values (${cmd.res_room_id}) on conflict do nothing`,
      folioTotals(tx, cmd.res_room_id, { lock: true }),
    ]);
    if (!folio?.stay) return { ok: false, reason: 'unknown_stay', message: `Billing does not know stay ${cmd.res_room_id} yet.` };
    // Nights up to the departure the check-out records (the business date when leaving early).
    const posted = await postNights(tx, { ...folio.stay, departure: cmd.departure }, folio.posted_nights, { by: cmd.posted_by, businessDate }, 'settle');
    // Read again only when nights were posted: otherwise the locked folio is as it was read.
    const after = posted > 0 ? await folioTotals(tx, cmd.res_room_id) : folio;
    return { ok: true, balance_cents: after?.balance ?? 0, posted };
  });
}

/** Answers the audit's and the check-out's requests (svc-reservations asks; docs/billing.md). */
export async function startBillingCommands({ sql, bus, clock }: Pick<ServiceDeps, 'sql' | 'bus' | 'clock'>): Promise<Subscription[]> {
  return Promise.all([
    bus.reply(commands.postNight, async (payload) => postNight(sql, PostNightCommand.parse(payload))),
    bus.reply(commands.settleCheck, async (payload) => settleCheck(sql, SettleCheckCommand.parse(payload), clock.today())),
  ]);
}
