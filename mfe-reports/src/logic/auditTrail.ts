/**
 * The AUDIT screen's filters (docs/audit.md "Reading it"): the form's values, the address that keeps
 * the applied ones (a filtered trail can be linked and reloaded), and the API's filters.
 */
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type AuditVerification } from '@pms/contracts/rules/audit';
import type { AuditQuery } from '@pms/ui';

export const AUDIT_FILTER_FIELDS = ['username', 'action', 'entity', 'entity_id', 'from', 'to'] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];
/** What the form holds: text, '' for "any". */
export type AuditFilterValues = Record<AuditFilterField, string>;

export const NO_AUDIT_FILTERS: AuditFilterValues = { username: '', action: '', entity: '', entity_id: '', from: '', to: '' };

/** The form's labels, also the words a service's message about that filter starts with. */
export const AUDIT_FILTER_LABELS: Record<AuditFilterField, string> = {
  username: 'Username',
  action: 'Action',
  entity: 'Record',
  entity_id: 'Record id',
  from: 'From (business date)',
  to: 'To (business date)',
};

/** The applied filters as the address has them (unknown names ignored; the service judges the values). */
export function filtersFromSearch(search: URLSearchParams): AuditFilterValues {
  const values = { ...NO_AUDIT_FILTERS };
  for (const field of AUDIT_FILTER_FIELDS) values[field] = search.get(field)?.trim() ?? '';
  return values;
}

/** The address's search for applied filters: only those set, trimmed. */
export function searchFromFilters(values: AuditFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = values[field].trim();
    if (value) search.set(field, value);
  }
  return search;
}

/** The API's filters. A value the trail does not know is still sent: the gateway's 400 names it beside its field. */
export function auditQueryOf(values: AuditFilterValues): AuditQuery {
  const { username, action, entity, entity_id, from, to } = values;
  const query: AuditQuery = {};
  if (username) query.username = username;
  if (action) query.action = action as AuditAction;
  if (entity) query.entity = entity as AuditEntity;
  if (entity_id) query.entity_id = entity_id;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** The Record choices: every entity the trail records, in its words ("work order"). */
export const ENTITY_OPTIONS = (Object.keys(AUDIT_ENTITIES) as AuditEntity[]).map((entity) => ({ value: entity, label: entity.replaceAll('_', ' ') }));

/** The Action choices grouped by record, each in the History's words ("cancelled"). */
export const ACTION_GROUPS = ENTITY_OPTIONS.map(({ value, label }) => ({
  label,
  actions: (Object.entries(AUDIT_ACTIONS) as [AuditAction, string][]).filter(([action]) => action.startsWith(`${value}.`)).map(([action, words]) => ({ value: action, label: words })),
})).filter((g) => g.actions.length > 0);

/** What the record id is for the chosen record ("The res room id."), for the field's hint. */
export function entityIdHint(entity: string): string | undefined {
  if (!(entity in AUDIT_ENTITIES)) return undefined;
  const what = AUDIT_ENTITIES[entity as AuditEntity].replaceAll('_', ' ');
  return what.startsWith('the ') ? `${what.charAt(0).toUpperCase()}${what.slice(1)}.` : `The ${what}.`;
}

/** `GET /api/audit/verify`'s answer in words: intact, broken at an entry, or not verified (a service did not answer). */
export function verificationText(v: AuditVerification): string {
  if (v.first_bad_entry) return `Chain broken at ${v.first_bad_entry.service} entry ${v.first_bad_entry.entry_id}`;
  if (v.ok) return `Chain intact: ${v.entries} entries`;
  const silent = Object.entries(v.services).filter(([, s]) => s && 'unavailable' in s).map(([name]) => name);
  return `Chain not verified: ${silent.join(', ') || 'a service'} did not answer (${v.entries} entries checked)`;
}
