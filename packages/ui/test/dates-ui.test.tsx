// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetHotelTimeZone } from '../src/dates/hotelToday';
import { DatePickerField } from '../src/dates/DatePickerField';
import { DateRangePicker, type DateRange } from '../src/dates/DateRangePicker';
import { PageHeader } from '../src/layout/PageHeader';
import { PrintButton } from '../src/layout/PrintButton';
import { ExclusiveCheckboxes } from '../src/form/ExclusiveCheckboxes';

const fetchMock = vi.fn<typeof fetch>();
/** The services' business date (GET /api/business-date) for the pickers' today. */
function businessDate(date: string) {
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/business-date' ? Response.json({ business_date: date }) : Response.json({ error: 'not_found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  resetHotelTimeZone();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** The calendar loads lazily; wait until the real picker input replaced the placeholder. */
const ready = async (...labels: string[]) => {
  for (const label of labels) {
    // The first import of the calendar is transformed on demand: allow for a slow, cold machine.
    await waitFor(() => expect(input(label).getAttribute('aria-busy')).toBeNull(), { timeout: 15_000 });
  }
};

describe('DatePickerField', () => {
  it('shows the value while the calendar loads', () => {
    render(<DatePickerField id="arrival" label="Arrival" value="2026-03-01" onChange={() => {}} />);
    expect(input('Arrival').value).toBe('2026-03-01');
  });

  it('is a labelled input showing YYYY-MM-DD, and typing a date gives YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<DatePickerField id="arrival" label="Arrival" value="2026-03-01" onChange={onChange} />);
    await ready('Arrival');
    expect(input('Arrival').value).toBe('2026-03-01');
    fireEvent.change(input('Arrival'), { target: { value: '2026-03-15' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('clearing gives an empty string; a message is linked and marks the field invalid', async () => {
    const onChange = vi.fn();
    render(<DatePickerField id="d" label="Date" value="2026-03-01" onChange={onChange} error="Must enter a valid date" />);
    await ready('Date');
    fireEvent.change(input('Date'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input('Date').getAttribute('aria-invalid')).toBe('true');
    const describedBy = input('Date').getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Must enter a valid date');
  });

  it('a typed date before min is not taken', async () => {
    const onChange = vi.fn();
    render(<DatePickerField id="a" label="Arrival" value="" min="2026-03-10" onChange={onChange} />);
    await ready('Arrival');
    fireEvent.change(input('Arrival'), { target: { value: '2026-03-09' } });
    expect(onChange).not.toHaveBeenCalledWith('2026-03-09');
    fireEvent.change(input('Arrival'), { target: { value: '2026-03-10' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10');
  });

  it('opens a two-month calendar', async () => {
    render(<DatePickerField id="a" label="Arrival" value="2026-03-10" onChange={() => {}} />);
    await ready('Arrival');
    fireEvent.click(input('Arrival'));
    expect(document.querySelectorAll('.react-datepicker__month-container')).toHaveLength(2);
  });

  it('Escape closes the calendar and gives the focus back, unless the clerk has already moved on', async () => {
    render(
      <>
        <DatePickerField id="a" label="Arrival" value="2026-03-10" onChange={() => {}} />
        <label>
          First Name <input />
        </label>
      </>,
    );
    await ready('Arrival');
    const calendarOpen = () => document.querySelector('.react-datepicker__month-container') !== null;
    // Escape alone: the calendar closes and the date field has the focus again (react-datepicker
    // blurs it and gives it back on a timer).
    input('Arrival').focus();
    fireEvent.click(input('Arrival'));
    expect(calendarOpen()).toBe(true);
    fireEvent.keyDown(input('Arrival'), { key: 'Escape' });
    await waitFor(() => expect(calendarOpen()).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(input('Arrival')));
    // Escape, then straight into the next field before that timer: the next field keeps the focus.
    fireEvent.click(input('Arrival'));
    expect(calendarOpen()).toBe(true);
    fireEvent.keyDown(input('Arrival'), { key: 'Escape' });
    input('First Name').focus();
    await new Promise((r) => setTimeout(r, 50));
    expect(calendarOpen()).toBe(false);
    expect(document.activeElement).toBe(input('First Name'));
  });
});

describe('DateRangePicker', () => {
  function Stay({ initial, min }: { initial: DateRange; min?: string | null }) {
    const [range, setRange] = useState(initial);
    return (
      <>
        <DateRangePicker idPrefix="stay" value={range} onChange={setRange} min={min} />
        <output data-testid="range">{`${range.start}|${range.end}`}</output>
      </>
    );
  }

  it('moving the arrival past the departure moves the departure with it', async () => {
    render(<Stay initial={{ start: '2026-03-10', end: '2026-03-12' }} min="2026-03-01" />);
    await ready('Arrival', 'Departure');
    fireEvent.change(input('Arrival'), { target: { value: '2026-03-15' } });
    expect(screen.getByTestId('range').textContent).toBe('2026-03-15|2026-03-15');
  });

  it('departure cannot be typed before the arrival', async () => {
    render(<Stay initial={{ start: '2026-03-10', end: '2026-03-12' }} min="2026-03-01" />);
    await ready('Arrival', 'Departure');
    fireEvent.change(input('Departure'), { target: { value: '2026-03-09' } });
    expect(screen.getByTestId('range').textContent).toBe('2026-03-10|2026-03-12');
    fireEvent.change(input('Departure'), { target: { value: '2026-03-11' } });
    expect(screen.getByTestId('range').textContent).toBe('2026-03-10|2026-03-11');
  });

  it('arrival defaults to not before the hotel’s business date, not the browser’s today', async () => {
    // The browser says 1 March; the hotel has not closed 27 February yet.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00'));
    businessDate('2026-02-27');
    render(<Stay initial={{ start: '', end: '' }} />);
    await ready('Arrival');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => {
      fireEvent.change(input('Arrival'), { target: { value: '2026-02-27' } });
      expect(screen.getByTestId('range').textContent).toBe('2026-02-27|');
    });
    fireEvent.change(input('Arrival'), { target: { value: '2026-02-26' } });
    expect(screen.getByTestId('range').textContent).toBe('2026-02-27|');
  });
});

describe('the calendar’s today', () => {
  it('is the hotel’s business date: the calendar opens on it and marks it, not the browser’s date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00'));
    businessDate('2026-02-27');
    render(<DatePickerField id="d" label="Date" value="" onChange={() => {}} />);
    await ready('Date');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Wait for the business date to arrive, then open the calendar.
    await waitFor(() => {
      fireEvent.click(input('Date'));
      const current = document.querySelectorAll('[aria-current="date"]');
      expect([...current].map((d) => d.getAttribute('aria-label'))).toEqual(['Choose Friday, February 27, 2026']);
    });
    expect(document.querySelector('.react-datepicker__current-month')?.textContent).toBe('February 2026');
    expect(document.querySelectorAll('.react-datepicker__day--today')).toHaveLength(1);
  });
});

describe('PageHeader and PrintButton', () => {
  it('has the back arrow titled "Return to Dashboard" leading to /, the title as h1, and actions', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/frontdesk/arrivals']}>
        <Routes>
          <Route path="/" element={<p>Dashboard</p>} />
          <Route path="/frontdesk/arrivals" element={<PageHeader title="ARRIVALS" actions={<PrintButton />} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ARRIVALS');
    expect(document.title).toBe('ARRIVALS · Hotel PMS');
    const back = screen.getByRole('link', { name: 'Return to Dashboard' });
    expect(back.getAttribute('title')).toBe('Return to Dashboard');
    expect(back.getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalled();
    fireEvent.click(back);
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});

describe('ExclusiveCheckboxes', () => {
  function Filters({ allowNone }: { allowNone: boolean }) {
    const [v, setV] = useState<'stayOver' | 'dueOut' | 'checkedOut' | null>(allowNone ? null : 'stayOver');
    return (
      <ExclusiveCheckboxes
        legend="Status"
        value={v}
        onChange={setV}
        allowNone={allowNone}
        options={[
          { value: 'stayOver', label: 'Stay Over' },
          { value: 'dueOut', label: 'Due Out' },
          { value: 'checkedOut', label: 'Checked Out' },
        ]}
      />
    );
  }
  const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

  it('at most one is checked, and it can be unchecked', () => {
    render(<Filters allowNone />);
    fireEvent.click(box('Stay Over'));
    fireEvent.click(box('Due Out'));
    expect([box('Stay Over').checked, box('Due Out').checked, box('Checked Out').checked]).toEqual([false, true, false]);
    fireEvent.click(box('Due Out'));
    expect(box('Due Out').checked).toBe(false);
  });

  it('with allowNone false one always stays checked (payment type)', () => {
    render(<Filters allowNone={false} />);
    fireEvent.click(box('Stay Over'));
    expect(box('Stay Over').checked).toBe(true);
  });
});
