import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DatePickerField,
  ExclusiveCheckboxes,
  PageHeader,
  PlainTable,
  PrintButton,
  StackedBarChart,
  api,
  preloadCharts,
  useHotelToday,
  useApiQuery,
  type PlainColumn,
} from '@pms/ui';
import {
  AVAILABILITY_MODES,
  availabilityColumns,
  dayName,
  occupancyChart,
  type Availability,
  type AvailabilityDay,
  type AvailabilityMode,
} from '../logic/availability';

/**
 * /reports/detailedAvailability (docs/product.md §2 DETAILED AVAILABILITY): from the start date, one row
 * per day with its weekday name, one column per room type of the answer and Total Rooms, showing
 * rooms still available or, with Occupancy checked, rooms sold. A negative availability is an
 * oversold night and is flagged, never hidden. Above the table, a chart of the 14 days' occupancy
 * stacked by room type (issue #17); the table is its text alternative.
 *
 * Issue #16 asks for no layout shift. Chart and table are drawn from the same answer in one commit,
 * nothing of either before it comes (a one-line status holds their place), so neither is drawn
 * empty and then grows (the header widening for the room types, the legend filling in, the rows
 * coming under a chart already on screen). Another start date's answer replaces the shown one,
 * drawn anew (below): that re-query was what the e2e run measured, 0.0194.
 */
export default function DetailedAvailabilityPage() {
  // Today in the hotel's zone (null until known); the clerk's choice once made.
  const today = useHotelToday();
  const [chosen, setStart] = useState<string | null>(null);
  const start = chosen ?? today ?? '';
  const [mode, setMode] = useState<AvailabilityMode>('availability');
  const query = useApiQuery<Availability>(
    'Load availability',
    start ? (signal) => api.request('GET /api/room/types/available/:date', { params: { date: start }, signal }) : null,
    [start],
  );
  const roomTypes = query.data?.roomTypes;
  // The chart's code loads while the answer does, so the chart is drawn with the table, not after.
  useEffect(preloadCharts, []);

  // A plain table (14 rows, nothing to sort): the screen needs no AG Grid download.
  const columns = useMemo<PlainColumn<AvailabilityDay>[]>(() => {
    const numbers = availabilityColumns(roomTypes ?? [], mode).map(
      (col): PlainColumn<AvailabilityDay> => ({
        id: col.id,
        header: col.header,
        value: col.value,
        numeric: true,
        cellClass: (day) => (col.value(day) < 0 ? 'reports-oversold' : undefined),
      }),
    );
    return [{ id: 'date', header: 'Date', value: (d) => d.date }, { id: 'day', header: 'Day', value: dayName }, ...numbers];
  }, [roomTypes, mode]);
  const chart = useMemo(() => (query.data ? occupancyChart(query.data) : { series: [], bars: [] }), [query.data]);

  const modeLabel = AVAILABILITY_MODES.find((m) => m.value === mode)?.label ?? '';
  // The answer's first day names what is drawn. Keyed by it, another start date's answer is drawn
  // afresh: keyed by date alone, the rows of the days both answers hold were moved up the table
  // (from below the fold into view), which counts as a layout shift when the answer comes late.
  const drawnFrom = query.data?.typeData[0]?.date ?? start;

  return (
    <div className="pms-page reports-page">
      <PageHeader title="DETAILED AVAILABILITY" actions={<PrintButton />} />
      <div className="pms-row reports-controls">
        <DatePickerField
          id="availability-start"
          label="Start Date"
          value={start}
          onChange={setStart}
          error={chosen === '' ? 'Choose a start date.' : undefined}
        />
        <ExclusiveCheckboxes legend="Show" options={AVAILABILITY_MODES} value={mode} onChange={(v) => v && setMode(v)} allowNone={false} />
      </div>
      <p className="pms-print-only">
        {modeLabel} from {start}.
      </p>
      {chosen === '' ? (
        <TableBox>
          <PlainTable<AvailabilityDay> ariaLabel={`${modeLabel} by date`} rows={[]} columns={columns} rowKey={(d) => d.date} emptyMessage="Choose a start date" />
        </TableBox>
      ) : query.data ? (
        <Fragment key={drawnFrom}>
          <StackedBarChart
            title={`Occupancy by room type, ${chart.bars.length} days from ${drawnFrom}`}
            series={chart.series}
            bars={chart.bars}
            note="Share of the rooms each day could sell, sold per room type. The numbers are in the table below (Show: Occupancy)."
          />
          <TableBox>
            <PlainTable<AvailabilityDay>
              ariaLabel={`${modeLabel} by date`}
              rows={query.data.typeData}
              columns={columns}
              rowKey={(d) => d.date}
              emptyMessage="No availability to show"
            />
          </TableBox>
        </Fragment>
      ) : (
        <p role="status">{query.error ? 'The availability could not be loaded.' : 'Loading the availability…'}</p>
      )}
    </div>
  );
}

/** A column per room type is wider than a phone: the table scrolls in its own box, the date pinned. */
function TableBox({ children }: { children: ReactNode }) {
  return (
    <div className="pms-table-scroll" role="region" aria-label="Availability table" tabIndex={0}>
      {children}
    </div>
  );
}
