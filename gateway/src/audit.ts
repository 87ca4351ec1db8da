import type { Context } from 'hono';
import { AuditFilter, AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditVerification } from '@pms/contracts/audit';
import { AUDITED_SERVICES, type ServiceName } from '@pms/contracts/routes';
import { badRequest, fieldsOf, type TokenVerifier } from '@pms/service-kit';
import { askServices, requireAction } from './fan-out';
import type { Upstream } from './upstream';

/**
 * `GET /api/audit` and `GET /api/audit/verify` (docs/audit.md): each service keeps its own audit
 * entries and chain; the gateway asks all four side by side and merges their answers, newest first.
 * A service that does not answer is named in `unavailable` and the rest still answer.
 *
 * Paging across services: entries are ordered by (at desc, service in AUDITED_SERVICES order, entry_id
 * desc); the cursor is the last entry shown, and each service is asked for what comes after it in
 * that order.
 */
export interface AuditMergeOptions {
  upstreams: Record<ServiceName, Upstream>;
  verifier: TokenVerifier;
  timeoutMs: number;
  gatewaySecret: string | undefined;
}

interface Cursor {
  at: string;
  service: ServiceName;
  entry_id: number;
}

const rank = (service: ServiceName) => AUDITED_SERVICES.indexOf(service);
/** Larger than any entry id: "every entry at that instant". */
const EVERY_ENTRY = Number.MAX_SAFE_INTEGER;

const encodeCursor = (e: AuditEntry) => Buffer.from(JSON.stringify({ at: e.at, service: e.service, entry_id: e.entry_id })).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    if (typeof c.at === 'string' && !Number.isNaN(Date.parse(c.at)) && rank(c.service) >= 0 && Number.isSafeInteger(c.entry_id)) return c;
  } catch {
    // falls through to the refusal
  }
  throw badRequest({ cursor: 'is not a cursor this list gave' });
}

/** What comes after the cursor in the merged order, in one service's own (at, entry_id) order. */
function after(cursor: Cursor | undefined, service: ServiceName): Record<string, string> {
  if (!cursor) return {};
  const entry = service === cursor.service ? cursor.entry_id : rank(service) > rank(cursor.service) ? EVERY_ENTRY : 0;
  return { before_at: cursor.at, before_entry: String(entry) };
}

function newestFirst(a: AuditEntry, b: AuditEntry): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.service !== b.service) return rank(a.service) - rank(b.service);
  return b.entry_id - a.entry_id;
}

export function auditMerge({ upstreams, verifier, timeoutMs, gatewaySecret }: AuditMergeOptions) {
  /** The caller must be signed in with the permission table's `audit.read`. */
  const guard = (c: Context) => requireAction(c, verifier, 'audit.read');

  const askAll = <T>(c: Context, pathOf: (service: ServiceName) => string) =>
    askServices<T>(c, { upstreams, timeoutMs, gatewaySecret }, AUDITED_SERVICES, pathOf);

  return {
    async list(c: Context) {
      await guard(c);
      const parsed = AuditFilter.safeParse(c.req.query());
      if (!parsed.success) throw badRequest(fieldsOf(parsed.error));
      const { cursor: cursorText, ...filters } = parsed.data;
      const cursor = cursorText ? decodeCursor(cursorText) : undefined;
      const { bodies, unavailable } = await askAll<{ entries: AuditEntry[] }>(c, (service) => {
        const query = new URLSearchParams({ ...(filters as Record<string, string>), ...after(cursor, service), limit: String(AUDIT_PAGE_SIZE + 1) });
        return `/api/audit/${service}/entries?${query}`;
      });
      const merged = bodies.flatMap((b) => b.body.entries).sort(newestFirst);
      const entries = merged.slice(0, AUDIT_PAGE_SIZE);
      const page: AuditPage & { unavailable?: typeof unavailable } = {
        entries,
        next_cursor: merged.length > AUDIT_PAGE_SIZE ? encodeCursor(entries[entries.length - 1]!) : null,
        ...(Object.keys(unavailable).length ? { unavailable } : {}),
      };
      return c.json(page);
    },

    async verify(c: Context) {
      await guard(c);
      const { bodies, unavailable } = await askAll<{ ok: boolean; entries: number; first_bad_entry?: number }>(c, (service) => `/api/audit/${service}/verify`);
      const services: AuditVerification['services'] = {};
      for (const [service, reason] of Object.entries(unavailable)) services[service as ServiceName] = { unavailable: reason };
      for (const { service, body } of bodies) services[service] = body;
      const bad = bodies.find((b) => !b.body.ok);
      const answer: AuditVerification = {
        ok: !bad && Object.keys(unavailable).length === 0,
        entries: bodies.reduce((n, b) => n + b.body.entries, 0),
        ...(bad ? { first_bad_entry: { service: bad.service, entry_id: bad.body.first_bad_entry ?? 0 } } : {}),
        services,
      };
      return c.json(answer);
    },
  };
}
