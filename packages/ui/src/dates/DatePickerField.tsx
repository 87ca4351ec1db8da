import { lazy, Suspense, type ReactNode } from 'react';
import { describedBy, fieldIds } from '../form/fieldIds';
import { useHotelToday } from './hotelToday';

const loadPicker = () => import('./PickerInput');
const PickerInput = lazy(loadPicker);

/** Starts downloading the calendar ahead of time (e.g. when a screen with dates is about to open). */
export function preloadDatePicker(): void {
  void loadPicker();
}

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
 * A labelled `YYYY-MM-DD` date field with a two-month calendar (react-datepicker). The clerk may
 * type the date or pick it (arrow keys move the day, Enter picks, Escape closes). Dates never
 * leave as `Date` objects: `value` and `onChange` are calendar-date strings, converted without
 * time-zone drift. Until the calendar code has loaded, a read-only input shows the value.
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
  // The calendar's "today" is the hotel's business date, not the browser's clock (issue #17).
  const today = useHotelToday();
  const ids = fieldIds(id);
  const described = describedBy(ids, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <div className={['pms-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="pms-label">
        {label}
        {required ? <span aria-hidden="true" className="pms-required"> *</span> : null}
      </label>
      <Suspense
        fallback={
          <input
            id={id}
            className="pms-input"
            value={value}
            placeholder="YYYY-MM-DD"
            readOnly
            aria-busy="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
        }
      >
        <PickerInput
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          min={min}
          max={max}
          monthsShown={monthsShown}
          today={today}
          required={required}
          disabled={disabled}
          invalid={Boolean(error)}
          describedBy={described}
        />
      </Suspense>
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
