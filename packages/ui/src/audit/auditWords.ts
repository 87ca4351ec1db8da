/**
 * An audit entry in a clerk's words (docs/audit.md): the History panels' line ("manager cancelled ·
 * 10:42", `auditLine` of the rules module, with the date when it was not today), the changes briefly
 * ("departure 2026-12-01 → 2026-12-03") and the time in the hotel's zone. The AUDIT screen uses the
 * same words, so a panel and the screen never describe one entry two ways.
 */
import { AUDIT_ACTIONS, auditLine, type AuditChanges, type AuditEntry } from '@pms/contracts/rules/audit';
import { dateIn } from '@pms/contracts/rules/dates';

/** A value cut to this many characters: a History line stays one glance long. */
const VALUE_LENGTH = 40;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

/**
 * `{departure: ['2026-12-01', '2026-12-03']}` → "departure 2026-12-01 → 2026-12-03"; a field that
 * was empty shows its new value only ("room num 104"), one emptied "… → none". At most `max` fields,
 * then "and N more".
 */
export function auditChangesText(changes: AuditChanges, max = Number.POSITIVE_INFINITY): string {
  const fields = Object.entries(changes);
  const shown = fields.slice(0, max).map(([field, [before, after]]) => {
    const name = field.replaceAll('_', ' ');
    return before === null || before === undefined ? `${name} ${valueText(after)}` : `${name} ${valueText(before)} → ${valueText(after)}`;
  });
  if (fields.length > shown.length) shown.push(`and ${fields.length - shown.length} more`);
  return shown.join('; ');
}

/** The calendar date and the time (to the second) of an instant in the hotel's zone (the browser's when unknown). */
export function auditTime(at: string, timeZone?: string | null): { date: string; time: string } {
  const zone = timeZone ?? browserZone();
  const instant = new Date(at);
  return { date: dateIn(zone, instant), time: instant.toLocaleTimeString('en-GB', { timeZone: zone, hour12: false }) };
}

/** A History panel's line: "manager cancelled · 10:42", and " · 2026-02-27" when that is not today in the hotel. */
export function auditHistoryLine(entry: Pick<AuditEntry, 'username' | 'action' | 'at'>, timeZone?: string | null, now = new Date()): string {
  const zone = timeZone ?? browserZone();
  const line = auditLine(entry, zone);
  const day = dateIn(zone, new Date(entry.at));
  return day === dateIn(zone, now) ? line : `${line} · ${day}`;
}

/** What was done, without who: "cancelled" (the action's own name for one the words do not know yet). */
export const auditActionText = (action: string): string => AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS] ?? action;

/** The record an entry is about: "reservation 42", "work order 7". */
export const auditRecordText = (entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string => `${entry.entity.replaceAll('_', ' ')} ${entry.entity_id}`;
