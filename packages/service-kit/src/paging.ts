import type { Context } from 'hono';
import type postgres from 'postgres';
import { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX, PageQuery } from '@pms/contracts/paging';
import type { Sql, TransactionSql } from './db';
import { badRequest } from './errors';
import { parseOr400 } from './validate';

/**
 * Keyset paging of the long lists (issue #16, `@pms/contracts/rules/paging`): opt-in by
 * `?limit=&cursor=`; the cursor is the sort key of the page's last row (base64url JSON, opaque to
 * clients) and the next page is what sorts after it, so no OFFSET: a page costs the same deep in the
 * list as at its start, and a row added or removed before the cursor neither repeats nor hides
 * another one. The order ends on a unique column, so the key of a row is unique and the order stable.
 */

type Db = Sql | TransactionSql;
type Fragment = postgres.PendingQuery<postgres.Row[]>;

/** A value of a sort key as it travels in a cursor. */
type KeyValue = string | number | boolean;

/** One column of a list's order: its SQL (over the query's aliases) and the type its cursor value is cast to. */
export interface SortKey {
  sql: Fragment;
  type: 'text' | 'int' | 'bool' | 'date';
}

/** A page asked for: how many rows, and the cursor of the row it starts after (none for the first page). */
export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** One page of a list: its rows, and the cursor of the next page (null on the last, and when not paged). */
export interface Paged<T> {
  rows: T[];
  next: string | null;
}

const NOT_A_CURSOR = { cursor: 'is not a cursor this list gave' };

const encodeCursor = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** Whether a cursor's value fits its key's type (so a forged cursor is a 400, not a database error). */
const FITS: Record<SortKey['type'], (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string' && !v.includes('\0'),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  bool: (v) => typeof v === 'boolean',
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
};

function decodeCursor(text: string, keys: SortKey[]): KeyValue[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(NOT_A_CURSOR);
  }
  if (!Array.isArray(key) || key.length !== keys.length || !key.every((v, i) => FITS[keys[i]!.type](v))) throw badRequest(NOT_A_CURSOR);
  return key as KeyValue[];
}

/**
 * The page the request asks for (`?limit=&cursor=`), or undefined when it asks for the whole list.
 * A bad `limit` or a malformed `cursor` is a 400 naming it (`keyset` refuses a cursor of another list).
 */
export function pageRequest(c: Context): PageRequest | undefined {
  const { limit, cursor } = parseOr400(PageQuery, c.req.query());
  if (limit === undefined && cursor === undefined) return undefined;
  return { limit: limit ?? PAGE_LIMIT_MAX, ...(cursor === undefined ? {} : { cursor }) };
}

function list(sql: Db, parts: Fragment[]): Fragment {
  return parts.reduce((all, part) => sql`${all}, ${part}`);
}

function cast(sql: Db, value: KeyValue, type: SortKey['type']): Fragment {
  if (type === 'int') return sql`${value}::int`;
  if (type === 'bool') return sql`${value}::boolean`;
  if (type === 'date') return sql`${value}::date`;
  return sql`${value}::text`;
}

const values = (sql: Db, keys: SortKey[], after: KeyValue[]) => after.map((v, i) => cast(sql, v, keys[i]!.type));

/**
 * `and k1 >= v1 and (k1, k2) >= (v1, v2)`: implied by the full comparison, so the rows are the same,
 * but an index leading with the first key (or the first two, e.g. the "C"-collated name indexes) can
 * start the scan at the cursor with them; the planner cannot with a row comparison over columns of
 * two tables, and a page deep in a long list would read every row before it (measured: page 60 of a
 * last-name search at a million stays, 1.07 s without, docs/performance.md).
 */
function leading(sql: Db, keys: SortKey[], after: KeyValue[]): Fragment {
  const [first, second] = keys;
  const v = values(sql, keys, after);
  const one = sql`and ${first!.sql} >= ${v[0]!}`;
  return keys.length > 2 ? sql`${one} and (${first!.sql}, ${second!.sql}) >= (${v[0]!}, ${v[1]!})` : one;
}

/**
 * The pieces of a list's statement, from its sort key: `order` (the ORDER BY list, the same paged or
 * not, so the pages run through the unpaged answer in its order), and, only when paged, `after` (`and
 * (key) > (cursor)`), `limit` (one row more than the page, to know whether another follows) and
 * `column` (`, json_build_array(key) as page_key`: the key as the database compares it, e.g. after
 * `lower(… collate "C")`). Unpaged, the three are empty and the statement is the list's as before.
 * A cursor that is not a key of this list is a 400 naming `cursor`, before any statement runs.
 */
export function keyset(sql: Db, keys: SortKey[], page: PageRequest | undefined) {
  const exprs = list(
    sql,
    keys.map((k) => k.sql),
  );
  const after = page?.cursor === undefined ? undefined : decodeCursor(page.cursor, keys);
  const empty = sql``;
  return {
    order: exprs,
    column: page ? sql`, json_build_array(${exprs}) as page_key` : empty,
    after: after ? sql`${leading(sql, keys, after)} and (${exprs}) > (${list(sql, values(sql, keys, after))})` : empty,
    limit: page ? sql`limit ${page.limit + 1}` : empty,
  };
}

/**
 * Cuts the statement's rows (one more than the page when paged) to the page, drops their `page_key`
 * and gives the next page's cursor: the key of the page's last row, when a row follows it.
 */
export function pageOf<T extends { page_key?: unknown }>(rows: T[], page: PageRequest | undefined): Paged<Omit<T, 'page_key'>> {
  if (!page) return { rows, next: null };
  const more = rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  const next = more ? encodeCursor(kept[kept.length - 1]!.page_key) : null;
  return { rows: kept.map(({ page_key: _key, ...row }) => row), next };
}

/**
 * Announces the next page of a paged answer: `X-Next-Cursor` and `Link: <same path, next cursor>;
 * rel="next"` (RFC 8288). Nothing on the last page, and nothing when the list was not paged.
 */
export function announceNextPage(c: Context, next: string | null): void {
  if (next === null) return;
  const url = new URL(c.req.url);
  url.searchParams.set('cursor', next);
  c.header(NEXT_CURSOR_HEADER, next);
  c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
