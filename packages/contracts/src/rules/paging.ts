/**
 * Server paging of the long lists (issue #16; docs/performance.md "Server paging"): the billing list,
 * the reservation search, arrivals and in-house guests answer page by page when asked with
 * `?limit=N&cursor=C`, and as the SPEC has them (the whole list) when not.
 *
 * A paged answer is the route's usual answer cut to one page; the cursor of the next page travels in
 * the `X-Next-Cursor` header (and as `Link: <…>; rel="next"`), absent on the last page. So each route
 * keeps one answer schema, and a client that ignores the headers still reads a valid answer.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

/** The largest page a client may ask for (`limit`). */
export const PAGE_LIMIT_MAX = 500;

/** The header carrying the next page's cursor (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The screens' first page: enough to fill the table at once, small enough to paint quickly. */
export const FIRST_PAGE_ROWS = 200;

/** `?limit=…&cursor=…` for a page (`cursor` left out for the first). */
export function pageQuery(limit: number, cursor?: string | null): string {
  return `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
}
