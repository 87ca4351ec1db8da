import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DatePickerField, fieldMessage, TextField } from '@pms/ui';
import { ACTION_GROUPS, AUDIT_FILTER_FIELDS, AUDIT_FILTER_LABELS, ENTITY_OPTIONS, entityIdHint, NO_AUDIT_FILTERS, type AuditFilterField, type AuditFilterValues } from '../logic/auditTrail';

export interface AuditFiltersProps {
  /** The applied filters (the form starts from them). */
  initial: AuditFilterValues;
  /** The gateway's 400: each bad filter and what is wrong with it. */
  errors: Partial<Record<string, string>>;
  busy: boolean;
  onApply: (values: AuditFilterValues) => void;
}

const idOf = (field: AuditFilterField) => `audit-${field}`;

/**
 * The AUDIT TRAIL's filters: username, action, record and its id, business dates from/to; Apply
 * (Enter in any field) and Clear. A message from the gateway shows beside its field, which takes the
 * focus so a keyboard user lands on what to fix.
 */
export function AuditFilters({ initial, errors, busy, onApply }: AuditFiltersProps) {
  const [values, setValues] = useState(initial);
  const set = (field: AuditFilterField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const message = (field: AuditFilterField) => (errors[field] ? fieldMessage(errors[field]) : undefined);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const first = AUDIT_FILTER_FIELDS.find((f) => errors[f]);
    if (first) form.current?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
  }, [errors]);

  function submit(e: FormEvent) {
    e.preventDefault();
    onApply(values);
  }

  return (
    <form ref={form} className="pms-card reports-filters pms-no-print" aria-label="Audit filters" onSubmit={submit} noValidate>
      <div className="pms-row">
        <TextField id={idOf('username')} label={AUDIT_FILTER_LABELS.username} value={values.username} onChange={set('username')} error={message('username')} autoComplete="off" />
        <SelectField field="action" value={values.action} onChange={set('action')} error={message('action')}>
          {ACTION_GROUPS.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.actions.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      <div className="pms-row">
        <SelectField field="entity" value={values.entity} onChange={set('entity')} error={message('entity')}>
          {ENTITY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <TextField id={idOf('entity_id')} label={AUDIT_FILTER_LABELS.entity_id} value={values.entity_id} onChange={set('entity_id')} error={message('entity_id')} hint={entityIdHint(values.entity)} autoComplete="off" />
      </div>
      <div className="pms-row">
        <DatePickerField id={idOf('from')} label={AUDIT_FILTER_LABELS.from} value={values.from} onChange={set('from')} max={values.to || undefined} monthsShown={1} error={message('from')} />
        <DatePickerField id={idOf('to')} label={AUDIT_FILTER_LABELS.to} value={values.to} onChange={set('to')} min={values.from || undefined} monthsShown={1} error={message('to')} />
      </div>
      <div className="pms-actions">
        <button type="submit" className="pms-button" disabled={busy} aria-busy={busy || undefined}>
          Apply
        </button>
        <button type="button" className="pms-button pms-button--secondary" onClick={() => onApply(NO_AUDIT_FILTERS)}>
          Clear
        </button>
      </div>
    </form>
  );
}

/** A labelled select with "Any" first and the gateway's message under it. */
function SelectField({ field, value, onChange, error, children }: { field: AuditFilterField; value: string; onChange: (v: string) => void; error?: string; children: ReactNode }) {
  const id = idOf(field);
  return (
    <div className="pms-field">
      <label htmlFor={id} className="pms-label">
        {AUDIT_FILTER_LABELS[field]}
      </label>
      <select id={id} className="pms-select" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">Any</option>
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="pms-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
