import 'react-datepicker/dist/react-datepicker.css';
import { type ReactNode } from 'react';
import DatePicker from 'react-datepicker';
import { describedBy, fieldIds } from '../form/fieldIds';
import { ISO_DATE_FORMAT, fromIsoDate, toIsoDate } from './isoDate';

export interface DatePickerFieldProps {
  /** The input's id; the label points at it. */
  id: string;
  label: ReactNode;
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  /** Called with `YYYY-MM-DD`, or '' when the clerk clears the field. */
  onChange: (value: string) => void;
  /** Earliest selectable day, `YYYY-MM-DD` (e.g. today for an arrival, the arrival for a departure). */
  min?: string;
  /** Latest selectable day, `YYYY-MM-DD`. */
  max?: string;
  /** Months side by side in the calendar; the spec's pickers show 2. */
  monthsShown?: number;
  required?: boolean;
  disabled?: boolean;
  /** A message under the field (linked with aria-describedby, sets aria-invalid). */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  name?: string;
  className?: string;
}

/**
 * A labelled `YYYY-MM-DD` date field with a two-month calendar. The clerk may type the date or
 * pick it (arrow keys move the day, Enter picks, Escape closes). Dates never leave as `Date`
 * objects: `value` and `onChange` are calendar-date strings, converted without time-zone drift.
 */
export function DatePickerField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  monthsShown = 2,
  required,
  disabled,
  error,
  hint,
  name,
  className,
}: DatePickerFieldProps) {
  const ids = fieldIds(id);
  return (
    <div className={['pms-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="pms-label">
        {label}
        {required ? <span aria-hidden="true" className="pms-required"> *</span> : null}
      </label>
      <DatePicker
        id={id}
        name={name}
        selected={fromIsoDate(value)}
        onChange={(date: Date | null) => onChange(date ? toIsoDate(date) : '')}
        dateFormat={ISO_DATE_FORMAT}
        placeholderText="YYYY-MM-DD"
        strictParsing
        monthsShown={monthsShown}
        minDate={fromIsoDate(min) ?? undefined}
        maxDate={fromIsoDate(max) ?? undefined}
        // aria-required only: a native `required` would let the browser's bubble pre-empt our messages.
        disabled={disabled}
        autoComplete="off"
        className={error ? 'pms-input pms-input--invalid' : 'pms-input'}
        ariaDescribedBy={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
        ariaInvalid={error ? 'true' : undefined}
        ariaRequired={required ? 'true' : undefined}
        popperPlacement="bottom-start"
      />
      {hint ? (
        <p id={ids.hint} className="pms-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="pms-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
