import { useEffect, useState } from 'react';
import type { ArrivalsAnswer } from '@pms/contracts/frontdesk';
import { DatePickerField, PageHeader, PrintButton, TextField, useDebounced, useHotelToday, usePagedQuery } from '@pms/ui';
import { EMPTY_DATE_NOTE, arrivalsDateOf, arrivalsPath, mergeArrivalPages, pendingDeparturesText } from '../logic/arrivals';
import { ArrivalsHint } from './ArrivalsHint';
import { ArrivalsTable } from './ArrivalsTable';
import { useAssignRoom } from './useAssignRoom';
import { useCheckIn } from './useCheckIn';

/** How long typing in a name filter pauses before the list is asked again. */
const FILTER_DEBOUNCE_MS = 250;

/** An answer together with the date it is for, so controls follow the rows shown, not the picker. */
interface LoadedArrivals {
  date: string;
  answer: ArrivalsAnswer;
}

/**
 * ARRIVALS (docs/product.md §2): the stays arriving on a date (today in the hotel's zone by default),
 * filtered by first and last name as the clerk types, the day's pending departures by room type,
 * and — for today only — a room selector and Check In per stay not yet in (the room assigned ahead of
 * arrival chosen first); for a later date, Assign room (and Release) per stay (issue #17).
 */
export default function ArrivalsPage() {
  const today = useHotelToday();
  // null until the hotel's today is known: the first query is for the right day, not the browser's.
  const [date, setDate] = useState<string | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const first = useDebounced(firstName, FILTER_DEBOUNCE_MS);
  const last = useDebounced(lastName, FILTER_DEBOUNCE_MS);

  useEffect(() => {
    if (date === null && today) setDate(today);
  }, [date, today]);

  const path = date === null ? null : arrivalsPath(date, first, last);
  const dateMissing = date !== null && path === null;
  useEffect(() => {
    if (dateMissing) console.log(EMPTY_DATE_NOTE);
  }, [dateMissing, date]);

  // Page by page (a big hotel's day can bring hundreds): the first rows paint at once, the rest follow.
  const query = usePagedQuery<ArrivalsAnswer>('Load arrivals', path, mergeArrivalPages);
  const loaded: LoadedArrivals | undefined =
    dateMissing || !query.data || !query.dataPath ? undefined : { date: arrivalsDateOf(query.dataPath), answer: query.data };
  const answer = loaded?.answer;
  const showingToday = loaded !== undefined && loaded.date === today;
  const showingFuture = loaded !== undefined && today !== null && loaded.date > today;
  const { checkInState, grid } = useCheckIn(answer, showingToday, query.reload);
  const assign = useAssignRoom(showingFuture, query.reload);
  const rows = dateMissing ? [] : answer?.arrivals;

  return (
    <div className="pms-page pms-stack">
      <PageHeader title="ARRIVALS" actions={<PrintButton />} />

      <form className="pms-row pms-no-print" role="search" aria-label="Arrivals" onSubmit={(e) => e.preventDefault()}>
        <DatePickerField
          id="arrivals-date"
          label="Arrival Date"
          value={date ?? ''}
          onChange={setDate}
          required
          error={dateMissing ? EMPTY_DATE_NOTE : undefined}
        />
        <TextField id="arrivals-first" label="First Name" value={firstName} onChange={setFirstName} autoComplete="off" />
        <TextField id="arrivals-last" label="Last Name" value={lastName} onChange={setLastName} autoComplete="off" />
      </form>

      <p className="pms-print-only">
        Arrivals on {date || '—'}
        {firstName.trim() ? `, first name ${firstName.trim()}` : ''}
        {lastName.trim() ? `, last name ${lastName.trim()}` : ''}
      </p>

      <p>
        <strong>Pending Departures:</strong> <span data-testid="pending-departures">{answer ? pendingDeparturesText(answer.pending_departures) : '…'}</span>
      </p>

      <ArrivalsHint
        state={
          dateMissing
            ? { kind: 'no-date' }
            : rows
              ? { kind: 'rows', count: rows.length, loadingMore: query.loadingMore, day: showingToday ? 'today' : showingFuture ? 'future' : 'past' }
              : { kind: 'loading' }
        }
      />

      <ArrivalsTable rows={rows} checkIn={checkInState} assign={assign} grid={grid} />
    </div>
  );
}
