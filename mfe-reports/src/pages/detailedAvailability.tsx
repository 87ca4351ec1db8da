import { useMemo, useState } from 'react';
import { DatePickerField, ExclusiveCheckboxes, PageHeader, PlainTable, PrintButton, StackedBarChart, api, useHotelToday, useApiQuery, type PlainColumn } from '@pms/ui';
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
      {chosen === '' ? null : (
        <StackedBarChart
          title={`Occupancy by room type, ${chart.bars.length || 14} days from ${start}`}
          series={chart.series}
          bars={chart.bars}
          note="Share of the rooms each day could sell, sold per room type. The numbers are in the table below (Show: Occupancy)."
        />
      )}
      {/* A column per room type is wider than a phone: the table scrolls in its own box, the date pinned. */}
      <div className="pms-table-scroll" role="region" aria-label="Availability table" tabIndex={0}>
        <PlainTable<AvailabilityDay>
          ariaLabel={`${modeLabel} by date`}
          rows={chosen === '' ? [] : query.data?.typeData}
          columns={columns}
          rowKey={(d) => d.date}
          emptyMessage={chosen === '' ? 'Choose a start date' : 'No availability to show'}
        />
      </div>
    </div>
  );
}
