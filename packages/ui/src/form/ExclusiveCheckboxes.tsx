import { useId } from 'react';

export interface ExclusiveOption<V extends string> {
  value: V;
  label: string;
}

export interface ExclusiveCheckboxesProps<V extends string> {
  /** The group's caption (fieldset legend); visually hidden when `hideLegend`. */
  legend: string;
  hideLegend?: boolean;
  options: readonly ExclusiveOption<V>[];
  /** The checked option, or null when none is. */
  value: V | null;
  onChange: (value: V | null) => void;
  /**
   * Whether the checked box may be unchecked again, leaving none (billing filters: yes).
   * When false (payment type) a click on the checked box keeps it checked.
   */
  allowNone?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The spec's mutually exclusive checkboxes (Stay Over / Due Out / Checked Out, Availability /
 * Occupancy, Credit Card / Cash): real checkboxes, as the screens show them, of which at most one
 * is checked.
 */
export function ExclusiveCheckboxes<V extends string>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  allowNone = true,
  disabled,
  className,
}: ExclusiveCheckboxesProps<V>) {
  const base = useId();
  return (
    <fieldset className={['pms-fieldset', 'pms-checks', className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className={hideLegend ? 'pms-visually-hidden' : undefined}>{legend}</legend>
      {options.map((o) => {
        const id = `${base}-${o.value}`;
        return (
          <label key={o.value} htmlFor={id} className="pms-check">
            <input
              id={id}
              type="checkbox"
              checked={value === o.value}
              onChange={(e) => {
                if (e.target.checked) onChange(o.value);
                else if (allowNone) onChange(null);
              }}
            />
            {o.label}
          </label>
        );
      })}
    </fieldset>
  );
}
