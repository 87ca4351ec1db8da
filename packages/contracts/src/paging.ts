import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './rules/paging';

export { NEXT_CURSOR_HEADER, PAGE_LIMIT_MAX } from './rules/paging';

/**
 * The opt-in paging query of the long lists (./rules/paging.ts): `limit` 1..500 rows and the opaque
 * `cursor` a previous page's `X-Next-Cursor` gave. Either one asks for paging (a cursor alone pages
 * by `PAGE_LIMIT_MAX`); neither, and the route answers its whole list as before.
 */
export const PageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .transform(Number)
    .pipe(z.number().min(1, `must be a whole number from 1 to ${PAGE_LIMIT_MAX}`).max(PAGE_LIMIT_MAX, `must be a whole number from 1 to ${PAGE_LIMIT_MAX}`))
    .optional()
    .describe(`Rows in one page, 1 to ${PAGE_LIMIT_MAX}; asks for a paged answer. The next page's cursor is in the \`X-Next-Cursor\` header (absent on the last page).`),
  cursor: z
    .string()
    .min(1, 'must not be empty')
    .max(1000, 'is not a cursor this list gave')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor this list gave')
    .optional()
    .describe('The `X-Next-Cursor` of the page before (opaque).'),
});
export type PageQuery = z.infer<typeof PageQuery>;
