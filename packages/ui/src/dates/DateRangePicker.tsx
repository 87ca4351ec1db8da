import { DatePickerField } from './DatePickerField';
import { useHotelToday } from './hotelToday';
import { laterIso } from './isoDate';

/** A stay or work-order range as the wire carries it: two `YYYY-MM-DD` strings ('' when unset). */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  /** Prefix of the two inputs' ids: `${idPrefix}-start`, `${idPrefix}-end`. */
  idPrefix: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
  /**
   * Earliest start. Defaults to the hotel's today, its business date (arrivals and work orders may
   * not start in the past, docs/product.md §5), never the browser's clock; pass `null` for no limit.
   */
  min?: string | null;
  /** A visible caption for the pair (rendered as a fieldset legend). */
  legend?: string;
  errors?: { start?: string; end?: string };
  required?: boolean;
  disabled?: boolean;
  monthsShown?: number;
}

/**
 * Arrival/departure (or from/to) as two labelled date fields. The end can never be before the
 * start: its calendar starts at the chosen start, and moving the start past the end moves the end
 * along with it, so the pair is never left inverted.
 */
export function DateRangePicker({
  idPrefix,
  value,
  onChange,
  startLabel = 'Arrival',
  endLabel = 'Departure',
  min,
  legend,
  errors,
  required,
  disabled,
  monthsShown = 2,
}: DateRangePickerProps) {
  const hotelToday = useHotelToday();
  // Until the business date is known nothing is ruled out here; the services refuse a past start anyway.
  const startMin = min === null ? undefined : (min ?? hotelToday ?? undefined);
  const endMin = value.start || startMin;
  const fields = (
    <div className="pms-row">
      <DatePickerField
        id={`${idPrefix}-start`}
        label={startLabel}
        value={value.start}
        min={startMin}
        monthsShown={monthsShown}
        required={required}
        disabled={disabled}
        error={errors?.start}
        onChange={(start) => onChange({ start, end: value.end && start ? laterIso(value.end, start) : value.end })}
      />
      <DatePickerField
        id={`${idPrefix}-end`}
        label={endLabel}
        value={value.end}
        min={endMin}
        monthsShown={monthsShown}
        required={required}
        disabled={disabled}
        error={errors?.end}
        onChange={(end) => onChange({ start: value.start, end })}
      />
    </div>
  );
  if (!legend) return fields;
  return (
    <fieldset className="pms-fieldset">
      <legend>{legend}</legend>
      {fields}
    </fieldset>
  );
}
