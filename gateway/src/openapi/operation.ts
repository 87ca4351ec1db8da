import type { z } from 'zod';

/** The document's tags: one per area of the suite, in the order the reference lists them. */
export const TAGS = {
  Session: 'Sign in and out, who is signed in.',
  Staff: 'Staff accounts (Administrators) and one’s own password.',
  'Machine clients': 'Other systems’ accounts (Administrators) and the OAuth 2.0 token endpoint.',
  Webhooks: 'Signed deliveries of the hotel’s events to other systems (Administrators subscribe).',
  Reservations: 'Bookings: create, read, change, cancel, search.',
  'Front desk': 'Arrivals, check-in, in-house guests, check-out.',
  Housekeeping: 'Rooms, their cleanliness, the housekeeping board and the live feed.',
  'Work orders': 'Maintenance work orders that take a room out of order.',
  Reports: 'Detailed availability and house status.',
  Billing: 'The billing list, tax rates, payment and invoices.',
  Folios: 'A stay’s ledger: charges, allowances, payments, refunds, credit notes.',
  'Night audit': 'The business date and closing the day.',
  Dashboard: 'The day’s figures.',
  Audit: 'The audit trail and its hash chain.',
} as const;
type Tag = keyof typeof TAGS;

/** What a paged list's description says (docs/performance.md "Server paging"). */
export const PAGED_LIST =
  'Paged on request: `?limit=` (1–500) answers the first page of the same list in the same order, with the next page’s cursor in the `X-Next-Cursor` header (and `Link: <…>; rel="next"`), absent on the last page; pass it back as `cursor`. Without them, the whole list as before. A bad `limit` or `cursor` is a 400 naming it.';

/**
 * What the document says about one route beyond what the route table knows (method, path, owner,
 * permission). Schemas are the contracts' own zod schemas; examples are the demo hotel's.
 */
export interface OperationDoc {
  operationId: string;
  summary: string;
  /** More than the summary: rules, special answers. Markdown. */
  description?: string;
  tag: Tag;
  /** The path parameters (the zod object the service validates them with): one parameter per property. */
  params?: z.ZodType;
  /** The query parameters, likewise. */
  query?: z.ZodType;
  /** The request body: JSON, or a form (`application/x-www-form-urlencoded`) when `form` is set. */
  body?: z.ZodType;
  /** The body is form-encoded (the OAuth token endpoint, as RFC 6749 has it). */
  form?: boolean;
  /**
   * Errors in a shape of their own instead of `ErrorBody` (RFC 6749 §5.2 at the token endpoint):
   * its 400 and 401 answers use this schema.
   */
  errorAnswer?: z.ZodType;
  /** The JSON answer of success. */
  answer: z.ZodType;
  /** The success status; 200 when unset. */
  status?: 200 | 201;
  /** When the route answers 404, and why. */
  notFound?: string;
  /** When the route answers 409, and why. */
  conflict?: string;
  /** A 409 body other than the usual error body (e.g. the night audit's due-outs). */
  conflictAnswer?: z.ZodType;
  /** The route honours `Idempotency-Key`: a retry with the same key answers the first result. */
  idempotent?: boolean;
  /**
   * A long list paged on request (`query: PageQuery`, docs/performance.md "Server paging"): its 200
   * documents the `X-Next-Cursor` and `Link` headers of a paged answer.
   */
  paged?: boolean;
  /** The answer is `text/event-stream`, not JSON (`answer` then describes one event's data). */
  eventStream?: boolean;
  /** The demo hotel's values: path and query parameters as sent, a body, and where known the answer. */
  example: { params?: Record<string, string>; query?: Record<string, string | number>; body?: unknown; answer?: unknown };
}

/**
 * The gateway's own GET routes (not in the route table, because no service owns them): the merged
 * dashboard and audit trail, and the live board feed. Their keys are checked against the gateway.
 */
export type GatewayRouteKey = 'GET /api/dashboard' | 'GET /api/audit' | 'GET /api/audit/verify' | 'GET /api/live/rooms';
