import { conflict, badRequest, notFound, type TransactionSql } from '@pms/service-kit';
import { NO_TAXES, type TaxRateSet } from '../domain/charges';
import { announceFolioChanges } from '../events/folio-events';
import { postCharges, retax, type Charge } from './folio-lines';
import { findFolioStay, folioTotals, nightsToPost, type FolioStay, type FolioTotals } from './folio-totals';
import { currentTaxRates } from './tax-rates';

/** Who acts and on which hotel day. */
export interface Actor {
  by: string;
  businessDate: string;
}

/**
 * The folio of a stay, opened if billing knows the stay but has no folio yet (a stay an older release
 * wrote, not reached by the backfill yet), with the nights already stayed posted — then locked when
 * `lock`. Unknown stay → 404.
 */
export async function openFolio(tx: TransactionSql, resRoomId: number, actor: Actor, { lock = false } = {}): Promise<FolioTotals> {
  let folio = await folioTotals(tx, resRoomId, { lock });
  if (!folio) {
    const stay = await findFolioStay(tx, resRoomId);
    if (!stay) throw notFound(`There is no stay ${resRoomId} with a folio.`);
    await openFolioOf(tx, resRoomId);
    if (stay.checked_in) await postNights(tx, stay, new Set(), actor, 'stayed');
    folio = await folioTotals(tx, resRoomId, { lock });
    if (!folio) throw new Error('the folio just opened vanished');
  }
  return folio;
}

/** Opens the stay's folio unless it is open (the stay is known: the caller has it). */
export async function openFolioOf(tx: TransactionSql, resRoomId: number): Promise<void> {
  await tx`insert into folios (res_room_id) values (${resRoomId}) on conflict do nothing`;
}

/**
 * Posts the stay's room nights not posted yet, up to its settle date or the business date
 * (`nightsToPost`); answers how many. `rates`: the tax rates when the caller has just read them.
 */
export async function postNights(
  tx: TransactionSql,
  stay: FolioStay,
  posted: ReadonlySet<string>,
  actor: Actor,
  upTo: 'settle' | 'stayed',
  rates?: TaxRateSet,
): Promise<number> {
  const nights = nightsToPost(stay, posted, actor.businessDate, upTo);
  if (nights.length === 0) return 0;
  rates ??= (await currentTaxRates(tx)) ?? NO_TAXES;
  const lines = await postCharges(tx, nights.map((night): Charge => roomNight(stay.res_room_id, night, stay.rate_cents, actor)), rates);
  const rooms = lines.filter((l) => l.kind === 'room');
  await announceFolioChanges(tx, rooms.map((l) => ({ resRoomId: l.res_room_id, kind: 'line_posted', id: l.line_id, amountCents: l.amount_cents, by: actor.by })));
  return rooms.length;
}

export function roomNight(resRoomId: number, night: string, rateCents: number, actor: Actor): Charge {
  return {
    resRoomId,
    kind: 'room',
    serviceDate: night,
    businessDate: actor.businessDate,
    code: 'ROOM',
    description: `Room night ${night}`,
    quantity: 1,
    amountCents: rateCents,
    taxed: true,
    postedBy: actor.by,
  };
}

function mustBeOpen(folio: FolioTotals): void {
  if (folio.status === 'closed') {
    throw conflict(`The folio of stay ${folio.res_room_id} is closed by its invoice; a credit note reopens it.`);
  }
}

/** `POST /api/folios/{id}/charges`: an extra (minibar, parking …) at quantity × unit price, with its taxes. */
export async function postExtra(
  tx: TransactionSql,
  resRoomId: number,
  body: { code: string; description?: string | undefined; amountCents: number; quantity: number },
  actor: Actor,
): Promise<number> {
  const [code] = await tx<{ code: string; description: string; taxed: boolean }[]>`
    select code, description, taxed from charge_codes where code = ${body.code}`;
  if (!code) throw badRequest({ code: 'is not one of the hotel\'s charge codes' });
  const folio = await openFolio(tx, resRoomId, actor, { lock: true });
  mustBeOpen(folio);
  if (folio.stay && !folio.stay.active) throw conflict(`The reservation of stay ${resRoomId} is cancelled; nothing can be charged to it.`);
  const rates = (await currentTaxRates(tx)) ?? NO_TAXES;
  const [line] = await postCharges(
    tx,
    [
      {
        resRoomId,
        kind: 'extra',
        serviceDate: actor.businessDate,
        businessDate: actor.businessDate,
        code: code.code,
        description: body.description || code.description,
        quantity: body.quantity,
        amountCents: body.amountCents * body.quantity,
        taxed: code.taxed,
        postedBy: actor.by,
      },
    ],
    rates,
  );
  if (!line) throw new Error('the charge was not posted');
  await announceFolioChanges(tx, [{ resRoomId, kind: 'line_posted', id: line.line_id, amountCents: line.amount_cents, by: actor.by }]);
  return line.line_id;
}

/**
 * `POST /api/folios/{id}/charges/{line_id}/allowances`: a correction as a negative line on a room
 * night, an extra or a no-show fee, never more than what is left of it; its taxes follow in proportion.
 */
export async function postAllowance(tx: TransactionSql, resRoomId: number, lineId: number, body: { amountCents: number; reason: string }, actor: Actor): Promise<number> {
  const folio = await openFolio(tx, resRoomId, actor, { lock: true });
  mustBeOpen(folio);
  const [line] = await tx<{ kind: string; amount_cents: string; tax_base: number | null; taxed: boolean; code: string; left: string }[]>`
    select l.kind, l.amount_cents::text, l.tax_base, l.taxed, l.code,
           (l.amount_cents + coalesce((select sum(a.amount_cents) from folio_lines a where a.parent_line_id = l.line_id and a.kind = 'allowance'), 0))::text as left
    from folio_lines l where l.line_id = ${lineId} and l.res_room_id = ${resRoomId}`;
  if (!line) throw notFound(`Folio ${resRoomId} has no line ${lineId}.`);
  if (!['room', 'extra', 'no_show'].includes(line.kind)) throw conflict(`Line ${lineId} is a ${line.kind} line; an allowance corrects a charge (its taxes follow).`);
  const left = Number(line.left);
  if (body.amountCents > left) {
    throw conflict(`An allowance of $${(body.amountCents / 100).toFixed(2)} is more than the $${(left / 100).toFixed(2)} left of line ${lineId}.`, { amount: `must be at most ${(left / 100).toFixed(2)}` });
  }
  const base = line.tax_base ?? lineId;
  const [allowance] = await tx<{ line_id: number }[]>`
    insert into folio_lines ${tx({
      res_room_id: resRoomId,
      kind: 'allowance',
      service_date: actor.businessDate,
      business_date: actor.businessDate,
      code: 'ALLOWANCE',
      description: `Allowance on ${line.code}: ${body.reason}`,
      quantity: 1,
      amount_cents: -body.amountCents,
      taxed: line.taxed,
      tax_base: base,
      parent_line_id: lineId,
      reason: body.reason,
      posted_by: actor.by,
    })}
    returning line_id`;
  if (!allowance) throw new Error('the allowance was not posted');
  if (line.taxed) {
    const rates = (await currentTaxRates(tx)) ?? NO_TAXES;
    await retax(tx, [{ resRoomId, base, parentLineId: allowance.line_id, serviceDate: actor.businessDate, businessDate: actor.businessDate, postedBy: actor.by }], rates);
  }
  await announceFolioChanges(tx, [{ resRoomId, kind: 'line_posted', id: allowance.line_id, amountCents: -body.amountCents, by: actor.by }]);
  return allowance.line_id;
}
