import { useMemo, useState } from 'react';
import { DataGrid, DatePickerField, ExclusiveCheckboxes, PageHeader, PrintButton, api, useHotelToday, useApiQuery, type DataGridColumn } from '@pms/ui';
import {
  AVAILABILITY_MODES,
  availabilityColumns,
  availabilityPath,
  dayName,
  type Availability,
  type AvailabilityDay,
  type AvailabilityMode,
} from '../logic/availability';

/**
 * /reports/detailedAvailability (docs/product.md §2 DETAILED AVAILABILITY): from the start date, one row
 * per day with its weekday name, one column per room type of the answer and Total Rooms, showing
 * rooms still available or, with Occupancy checked, rooms sold. A negative availability is an
 * oversold night and is flagged, never hidden.
 */
export default function DetailedAvailabilityPage() {
  // Today in the hotel's zone (null until known); the clerk's choice once made.
  const today = useHotelToday();
  const [chosen, setStart] = useState<string | null>(null);
  const start = chosen ?? today ?? '';
  const [mode, setMode] = useState<AvailabilityMode>('availability');
  const query = useApiQuery<Availability>(
    'Load availability',
    start ? (signal) => api.get<Availability>(availabilityPath(start), { signal }) : null,
    [start],
  );
  const roomTypes = query.data?.roomTypes;

  const columns = useMemo<DataGridColumn<AvailabilityDay>[]>(() => {
    const numbers = availabilityColumns(roomTypes ?? [], mode).map(
      (col): DataGridColumn<AvailabilityDay> => ({
        colId: col.id,
        headerName: col.header,
        valueGetter: (p) => (p.data ? col.value(p.data) : null),
        type: 'numericColumn',
        cellClassRules: { 'reports-oversold': (p) => typeof p.value === 'number' && p.value < 0 },
      }),
    );
    return [
      { colId: 'date', headerName: 'Date', field: 'date', minWidth: 130 },
      { colId: 'day', headerName: 'Day', valueGetter: (p) => (p.data ? dayName(p.data) : ''), minWidth: 130 },
      ...numbers,
    ];
  }, [roomTypes, mode]);

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
      <DataGrid<AvailabilityDay>
        ariaLabel={`${modeLabel} by date`}
        rowData={chosen === '' ? [] : query.data?.typeData}
        columnDefs={columns}
        getRowId={(d) => d.date}
        emptyMessage={chosen === '' ? 'Choose a start date' : 'No availability to show'}
      />
    </div>
  );
}
