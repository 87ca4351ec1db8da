import { z } from 'zod';
import { IsoDate } from './dates';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PAGE_SIZE, type AuditEntry } from './rules/audit';

/**
 * The audit trail's calls (docs/audit.md). `GET /api/audit` and `GET /api/audit/verify` are the
 * gateway's (it merges every service's answers); each service answers its own entries at
 * `GET /api/audit/{service}/entries` and its chain at `GET /api/audit/{service}/verify`.
 */
export * from './rules/audit';

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** The filters of `GET /api/audit` (query string); `from`/`to` are business dates, both included. */
export const AuditFilter = z.object({
  entity: z.enum(Object.keys(AUDIT_ENTITIES) as [keyof typeof AUDIT_ENTITIES], { error: `must be one of ${Object.keys(AUDIT_ENTITIES).join(', ')}` }).optional(),
  entity_id: optionalText(40),
  username: optionalText(100),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [keyof typeof AUDIT_ACTIONS], { error: 'is not an action the trail records' }).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  cursor: z.string().max(200).optional(),
});
export type AuditFilter = z.infer<typeof AuditFilter>;

/** What a service is asked by the gateway: the filters, and where the page before ended. */
export const AuditServiceQuery = AuditFilter.omit({ cursor: true }).extend({
  /** Entries strictly older than (`before_at`, `before_entry`) in (at, entry_id) order. */
  before_at: z.iso.datetime({ error: 'must be an ISO date-time' }).optional(),
  before_entry: z.coerce.number({ error: 'must be a number' }).int().min(0).optional(),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(AUDIT_PAGE_SIZE + 1).default(AUDIT_PAGE_SIZE + 1),
});
export type AuditServiceQuery = z.infer<typeof AuditServiceQuery>;

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass back as `cursor` for the next (older) page; `null` at the end. */
  next_cursor: string | null;
}
