import type { TransactionSql } from '@pms/service-kit';
import type { TaxRateSet } from '../domain/charges';
import { NO_TAX_AMOUNTS, ROOM_GROUP, TAX_LINES, taxCorrections, type TaxAmounts, type TaxCode } from '../domain/folio-taxes';

/**
 * Posting folio lines (docs/billing.md "Folio"): set-based, so the night audit's hundreds of nights
 * cost a handful of statements, and one charge the same code path. Lines are only ever inserted.
 */

/** A charge to post: a room night, an extra or a no-show fee. */
export interface Charge {
  resRoomId: number;
  kind: 'room' | 'extra' | 'no_show';
  serviceDate: string;
  businessDate: string;
  code: string;
  description: string;
  quantity: number;
  amountCents: number;
  taxed: boolean;
  postedBy: string;
}

/** A line that was inserted (a night already posted is skipped, not inserted again). */
export interface PostedLine {
  line_id: number;
  res_room_id: number;
  kind: string;
  amount_cents: number;
}

/** Opens the folios of these stays if they are not open yet (a folio exists from the stay's first event). */
async function openFolios(tx: TransactionSql, resRoomIds: readonly number[]): Promise<void> {
  if (resRoomIds.length === 0) return;
  await tx`insert into folios (res_room_id) select unnest(${[...new Set(resRoomIds)]}::int[]) on conflict do nothing`;
}

/**
 * Posts charges and their taxes. A room night or no-show fee already on the folio (same stay, kind
 * and date) is skipped: whatever is sent again is posted once. Answers the lines inserted (taxes too).
 */
export async function postCharges(tx: TransactionSql, charges: readonly Charge[], rates: TaxRateSet): Promise<PostedLine[]> {
  if (charges.length === 0) return [];
  await openFolios(
    tx,
    charges.map((c) => c.resRoomId),
  );
  const rows = charges.map((c) => ({
    res_room_id: c.resRoomId,
    kind: c.kind,
    service_date: c.serviceDate,
    business_date: c.businessDate,
    code: c.code,
    description: c.description,
    quantity: c.quantity,
    amount_cents: c.amountCents,
    taxed: c.kind === 'room' ? true : c.taxed,
    tax_base: c.kind === 'room' ? ROOM_GROUP : null,
    posted_by: c.postedBy,
  }));
  const posted = await tx<(PostedLine & { tax_base: number | null; taxed: boolean; service_date: string; business_date: string; posted_by: string })[]>`
    insert into folio_lines ${tx(rows)}
    on conflict (res_room_id, kind, service_date) where kind in ('room', 'no_show') do nothing
    returning line_id, res_room_id, kind, amount_cents::int as amount_cents, tax_base, taxed,
              service_date::text as service_date, business_date::text as business_date, posted_by`;
  const groups = posted
    .filter((l) => l.taxed)
    .map((l) => ({ resRoomId: l.res_room_id, base: l.tax_base ?? l.line_id, parentLineId: l.line_id, serviceDate: l.service_date, businessDate: l.business_date, postedBy: l.posted_by }));
  return [...posted, ...(await retax(tx, groups, rates))];
}

/** A group whose taxes may have to follow a new line. */
export interface TaxGroup {
  resRoomId: number;
  /** ROOM_GROUP or the line id of the extra or fee. */
  base: number;
  /** The line the tax lines belong to (the newest line of the group). */
  parentLineId: number;
  serviceDate: string;
  businessDate: string;
  postedBy: string;
}

/** Brings each group's taxes to the rounded taxes of its net amount (domain/folio-taxes.ts). */
export async function retax(tx: TransactionSql, groups: readonly TaxGroup[], rates: TaxRateSet): Promise<PostedLine[]> {
  if (groups.length === 0) return [];
  // The newest line of each group names the tax lines (one group may get several lines in one call).
  const last = new Map<string, TaxGroup>();
  for (const g of groups) last.set(`${g.resRoomId}:${g.base}`, g);
  const wanted = [...last.values()];
  const sums = await tx<{ res_room_id: number; base: number; net: string; county: string; city: string; state: string }[]>`
    select l.res_room_id, coalesce(l.tax_base, l.line_id) as base,
           coalesce(sum(l.amount_cents) filter (where l.kind <> 'tax'), 0)::text as net,
           coalesce(sum(l.amount_cents) filter (where l.tax_code = 'county'), 0)::text as county,
           coalesce(sum(l.amount_cents) filter (where l.tax_code = 'city'), 0)::text as city,
           coalesce(sum(l.amount_cents) filter (where l.tax_code = 'state'), 0)::text as state
    from folio_lines l
    join unnest(${wanted.map((g) => g.resRoomId)}::int[], ${wanted.map((g) => g.base)}::int[]) as g(res_room_id, base)
      on l.res_room_id = g.res_room_id and coalesce(l.tax_base, l.line_id) = g.base
    group by 1, 2`;
  const taxRows = [];
  for (const s of sums) {
    const group = last.get(`${s.res_room_id}:${s.base}`);
    if (!group) continue;
    const posted: TaxAmounts = { ...NO_TAX_AMOUNTS, county: Number(s.county), city: Number(s.city), state: Number(s.state) };
    for (const { tax, amountCents } of taxCorrections(Number(s.net), posted, rates)) taxRows.push(taxRow(group, tax, amountCents));
  }
  if (taxRows.length === 0) return [];
  return tx<PostedLine[]>`
    insert into folio_lines ${tx(taxRows)}
    returning line_id, res_room_id, kind, amount_cents::int as amount_cents`;
}

function taxRow(group: TaxGroup, tax: TaxCode, amountCents: number) {
  return {
    res_room_id: group.resRoomId,
    kind: 'tax',
    service_date: group.serviceDate,
    business_date: group.businessDate,
    code: TAX_LINES[tax].code,
    description: TAX_LINES[tax].description,
    quantity: 1,
    amount_cents: amountCents,
    taxed: false,
    tax_base: group.base,
    tax_code: tax,
    parent_line_id: group.parentLineId,
    posted_by: group.postedBy,
  };
}
