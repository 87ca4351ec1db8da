/**
 * The react-datepicker part of DatePickerField, loaded on first use so the calendar (and its
 * CSS, date-fns and floating-ui) stay out of the shell's first download.
 */
import 'react-datepicker/dist/react-datepicker.css';
import DatePicker from 'react-datepicker';
import { enUS } from 'date-fns/locale/en-US';
import type { Locale } from 'date-fns';
import { PHONE_SCREEN, useMediaQuery } from '../hooks/useMediaQuery';
import { ISO_DATE_FORMAT, fromIsoDate, toIsoDate } from './isoDate';

/**
 * en-US, except that a day's full date is written "Sunday, November 22, 2026" rather than "…22nd…".
 * react-datepicker names each day button "Choose <full date>"; with the ordinal the visible "22" is
 * not a word of that name, which axe reports as label-content-name-mismatch (serious) whenever a
 * calendar is open.
 */
const calendarLocale: Locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: (options) => (options?.width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong.date(options)),
  },
};

export interface PickerInputProps {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  monthsShown: number;
  required?: boolean;
  disabled?: boolean;
  invalid: boolean;
  describedBy?: string;
}

export default function PickerInput({
  id,
  name,
  value,
  onChange,
  min,
  max,
  monthsShown,
  required,
  disabled,
  invalid,
  describedBy,
}: PickerInputProps) {
  // Two months side by side are wider than a phone: there the calendar shows one.
  const phone = useMediaQuery(PHONE_SCREEN);
  return (
    <DatePicker
      id={id}
      name={name}
      selected={fromIsoDate(value)}
      onChange={(date: Date | null) => onChange(date ? toIsoDate(date) : '')}
      dateFormat={ISO_DATE_FORMAT}
      locale={calendarLocale}
      placeholderText="YYYY-MM-DD"
      strictParsing
      monthsShown={phone ? 1 : monthsShown}
      minDate={fromIsoDate(min) ?? undefined}
      maxDate={fromIsoDate(max) ?? undefined}
      // aria-required only: a native `required` would let the browser's bubble pre-empt our messages.
      ariaRequired={required ? 'true' : undefined}
      disabled={disabled}
      autoComplete="off"
      className={invalid ? 'pms-input pms-input--invalid' : 'pms-input'}
      ariaDescribedBy={describedBy}
      ariaInvalid={invalid ? 'true' : undefined}
      popperPlacement="bottom-start"
    />
  );
}
