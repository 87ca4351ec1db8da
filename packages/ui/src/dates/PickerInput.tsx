/**
 * The react-datepicker part of DatePickerField, loaded on first use so the calendar (and its
 * CSS, date-fns and floating-ui) stay out of the shell's first download.
 */
import 'react-datepicker/dist/react-datepicker.css';
import DatePicker, { CalendarContainer } from 'react-datepicker';
import { createContext, useContext, useLayoutEffect, useRef, type ComponentProps } from 'react';
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
  /** The hotel's today (`YYYY-MM-DD`, its business date); null while unknown. */
  today: string | null;
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
  today,
  required,
  disabled,
  invalid,
  describedBy,
}: PickerInputProps) {
  // Two months side by side are wider than a phone: there the calendar shows one.
  const phone = useMediaQuery(PHONE_SCREEN);
  return (
    <HotelToday.Provider value={today}>
    {/* One box for the picker's input and its open calendar: the calendar comes as a sibling of the
        input's wrapper, and in the field's flex column that sibling took a gap of its own — the
        field grew 4 px and moved the page each time the calendar opened. */}
    <div className="pms-picker">
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
      // Open on the hotel's today, which also becomes the day the arrow keys start from.
      openToDate={value ? undefined : (fromIsoDate(today) ?? undefined)}
      dayClassName={(d) => (today && toIsoDate(d) === today ? 'pms-day--today' : '')}
      calendarContainer={HotelTodayContainer}
      ref={keepFocusMovedOn}
    />
    </div>
    </HotelToday.Provider>
  );
}

/**
 * react-datepicker gives the focus back to its input on a timer after Escape (having blurred it) or a
 * picked day. A clerk who has moved on within that moment — Escape, then straight into the next
 * field — lost what was typed there to the date field (seen in the browser tests on a loaded
 * machine: a first name typed after Escape went into the date field, which dropped it). The focus
 * now goes back only if nothing outside the picker has taken it meanwhile.
 */
function keepFocusMovedOn(picker: DatePicker | null): void {
  if (!picker) return;
  const giveFocusBack = picker.setFocus;
  picker.setFocus = () => {
    const now = document.activeElement;
    const movedOn = now !== null && now !== document.body && now !== picker.input && !picker.calendar?.containerRef.current?.contains(now);
    if (!movedOn) giveFocusBack();
  };
}

/** The hotel's today for the calendar below (a context, so the container component stays one type). */
const HotelToday = createContext<string | null>(null);

/**
 * react-datepicker marks the browser's date as today (`aria-current="date"`, a bold day) with no
 * option to change it. After every render of the calendar this moves the mark to the hotel's
 * business date, so screen readers and eyes see the same "today" the services decide with.
 */
function HotelTodayContainer({ children, ...props }: ComponentProps<typeof CalendarContainer>) {
  const today = useContext(HotelToday);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !today) return;
    for (const day of root.querySelectorAll('[aria-current="date"]')) day.removeAttribute('aria-current');
    for (const day of root.querySelectorAll('.react-datepicker__day--today')) day.classList.remove('react-datepicker__day--today');
    for (const day of root.querySelectorAll('.pms-day--today:not(.react-datepicker__day--outside-month)')) {
      day.setAttribute('aria-current', 'date');
      day.classList.add('react-datepicker__day--today');
    }
  });
  return (
    <div ref={ref} className="pms-calendar">
      <CalendarContainer {...props}>{children}</CalendarContainer>
    </div>
  );
}
