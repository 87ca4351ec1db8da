import { z } from 'zod';
import { IsoDate } from './dates';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditVerification } from './rules/audit';
import type { ServiceName } from './routes';

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

// ---- answers (the interfaces above are what the code uses; these describe the wire for the OpenAPI document) ----

const SERVICE_NAMES = ['auth', 'reservations', 'rooms', 'billing'] as const satisfies readonly ServiceName[];

/** One audit entry as every audit answer gives it. */
export const AuditEntryBody = z.object({
  entry_id: z.number().int(),
  service: z.enum(SERVICE_NAMES),
  at: z.string(),
  business_date: IsoDate.nullable(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction]),
  entity: z.enum(Object.keys(AUDIT_ENTITIES) as [keyof typeof AUDIT_ENTITIES]),
  entity_id: z.string(),
  /** `{field: [before, after]}`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  address: z.string().nullable(),
  request_id: z.string().nullable(),
}) satisfies z.ZodType<AuditEntry>;

/** `GET /api/audit/{service}/entries`: one service's entries, newest first. */
export const AuditServiceEntries = z.object({ entries: z.array(AuditEntryBody) });

/** `GET /api/audit/{service}/verify`: one service's chain. */
export const AuditServiceVerification = z.object({ ok: z.boolean(), entries: z.number().int(), first_bad_entry: z.number().int().optional() });

/** `GET /api/audit`: a page of the merged trail; `unavailable` names each service that did not answer. */
export const AuditPageAnswer = z.object({
  entries: z.array(AuditEntryBody),
  next_cursor: z.string().nullable(),
  unavailable: z.partialRecord(z.enum(SERVICE_NAMES), z.string()).optional(),
}) satisfies z.ZodType<AuditPage>;

/** `GET /api/audit/verify`. */
export const AuditVerificationAnswer = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  first_bad_entry: z.object({ service: z.enum(SERVICE_NAMES), entry_id: z.number().int() }).optional(),
  services: z.partialRecord(z.enum(SERVICE_NAMES), z.union([AuditServiceVerification, z.object({ unavailable: z.string() })])),
}) satisfies z.ZodType<AuditVerification>;
