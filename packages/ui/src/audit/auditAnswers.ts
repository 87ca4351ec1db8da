/**
 * The audit trail's answers (docs/audit.md "Reading it"), checked by hand: the contracts' zod
 * schemas would put zod into the shared @pms/ui chunk every front end loads (docs/frontend.md). The
 * types come from the zod-free rules module, so a change to the entry fails the typecheck here.
 */
import type { AuditAction, AuditEntity, AuditEntry, AuditVerification } from '@pms/contracts/rules/audit';
import type { ServiceName } from '@pms/contracts/routes';
import type { Schema } from '../api/client';

/** `GET /api/audit`'s answer: a page of entries, newest first, and the services that did not answer. */
export interface AuditTrailPage {
  entries: AuditEntry[];
  next_cursor: string | null;
  unavailable?: Partial<Record<ServiceName, string>>;
}

/** The filters of `GET /api/audit` (all optional; `from`/`to` are business dates, both included). */
export interface AuditQuery {
  entity?: AuditEntity;
  entity_id?: string;
  username?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

type Check = (value: unknown) => boolean;
const text: Check = (v) => typeof v === 'string';
const textOrNull: Check = (v) => v === null || typeof v === 'string';
const integer: Check = (v) => Number.isInteger(v);
const integerOrNull: Check = (v) => v === null || Number.isInteger(v);
const object = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const ENTRY_FIELDS: { [K in keyof AuditEntry]-?: Check } = {
  entry_id: integer,
  service: text,
  at: text,
  business_date: textOrNull,
  user_id: integerOrNull,
  username: textOrNull,
  action: text,
  entity: text,
  entity_id: text,
  changes: (v) => object(v) && Object.values(v).every((pair) => Array.isArray(pair) && pair.length === 2),
  address: textOrNull,
  request_id: textOrNull,
};

function entryOf(data: unknown, index: number): AuditEntry {
  if (!object(data)) throw new TypeError(`entries[${index}] is not an object`);
  for (const [key, ok] of Object.entries(ENTRY_FIELDS)) if (!ok(data[key])) throw new TypeError(`entries[${index}].${key} is not as the contract says`);
  return data as unknown as AuditEntry;
}

export const AuditTrailAnswer: Schema<AuditTrailPage> = {
  parse(data) {
    if (!object(data) || !Array.isArray(data.entries)) throw new TypeError('audit page: no entries');
    if (!textOrNull(data.next_cursor)) throw new TypeError('audit page: next_cursor is not a string or null');
    const page: AuditTrailPage = { entries: data.entries.map(entryOf), next_cursor: data.next_cursor as string | null };
    if (object(data.unavailable)) page.unavailable = Object.fromEntries(Object.entries(data.unavailable).filter(([, why]) => text(why)));
    return page;
  },
};

export const AuditVerificationAnswer: Schema<AuditVerification> = {
  parse(data) {
    if (!object(data) || typeof data.ok !== 'boolean' || !integer(data.entries) || !object(data.services)) throw new TypeError('audit verification: not as the contract says');
    const bad = data.first_bad_entry;
    if (bad !== undefined && !(object(bad) && text(bad.service) && integer(bad.entry_id))) throw new TypeError('audit verification: first_bad_entry is not as the contract says');
    return data as unknown as AuditVerification;
  },
};
