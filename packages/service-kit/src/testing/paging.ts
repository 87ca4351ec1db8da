import { NEXT_CURSOR_HEADER } from '@pms/contracts/paging';

/** Throws when a paged list broke its promise (no test framework here: e2e imports this module too). */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`paged list: ${what}`);
}

/** One GET as the signed-in clerk. */
type Get = (path: string) => Promise<Response>;

/**
 * Every page of a paged list (`?limit=&cursor=`, docs/performance.md "Server paging"), following
 * `X-Next-Cursor` until it is absent, checking on the way what every page must hold: 200, at most
 * `limit` rows (exactly `limit` when another page follows), `Link: <…>; rel="next"` naming the same
 * next page, and no `Link` on the last. `rowsOf` takes the rows out of a page's body.
 */
export async function walkPages<T>(get: Get, path: string, limit: number, rowsOf: (body: unknown) => T[]): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res: Response = await get(url);
    check(res.status === 200, `${url} answered ${res.status}`);
    const page = rowsOf(await res.json());
    pages += 1;
    cursor = res.headers.get(NEXT_CURSOR_HEADER);
    const link = res.headers.get('link');
    if (cursor) {
      check(page.length === limit, `${url}: ${page.length} rows on a page that is not the last`);
      check(link === `<${path}?limit=${limit}&cursor=${cursor}>; rel="next"`, `${url}: Link ${link}`);
    } else {
      check(page.length <= limit, `${url}: ${page.length} rows`);
      check(link === null, `${url}: Link ${link} on the last page`);
    }
    rows.push(...page);
  } while (cursor && pages < 1000);
  return { rows, pages };
}

/** The unpaged answer of a list: 200 and no next-page headers (the SPEC's answer, whole). */
export async function wholeList(get: Get, path: string): Promise<unknown> {
  const res = await get(path);
  check(res.status === 200, `${path} answered ${res.status}`);
  check(res.headers.get(NEXT_CURSOR_HEADER) === null && res.headers.get('link') === null, `${path}: next-page headers on an unpaged answer`);
  return res.json();
}

/** A cursor as a client could forge it (base64url of any text), for the 400 tests. */
export const forgedCursor = (text: string): string => Buffer.from(text).toString('base64url');

/** The `?…` queries a paged list refuses, each with the field its 400 names. */
export const BAD_PAGE_QUERIES: readonly (readonly [string, 'limit' | 'cursor'])[] = [
  ['limit=0', 'limit'],
  ['limit=501', 'limit'],
  ['limit=abc', 'limit'],
  ['limit=', 'limit'],
  ['limit=-1', 'limit'],
  ['limit=2.5', 'limit'],
  ['cursor=', 'cursor'],
  ['cursor=not%20base64!', 'cursor'],
  [`cursor=${forgedCursor('{"a":1}')}`, 'cursor'],
  [`cursor=${forgedCursor('not json')}`, 'cursor'],
  [`cursor=${forgedCursor('[1]')}`, 'cursor'],
];
