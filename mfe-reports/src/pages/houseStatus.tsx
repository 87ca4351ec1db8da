import { useId, useState } from 'react';
import { DatePickerField, Gauge, PageHeader, PrintButton, api, useHotelToday, useApiQuery } from '@pms/ui';
import {
  houseStatusPanels,
  type HouseStatusResRooms,
  type HouseStatusRooms,
  type PanelLine,
} from '../logic/houseStatus';

/**
 * /reports/houseStatus (docs/product.md §2 HOUSE STATUS, §9): for the chosen date (today by default) the
 * Room Summary (rooms to sell, minimum available and maximum occupied tonight), the Activity of
 * the date's stays, and the rooms' housekeeping state (as it is now). A gauge shows tonight's
 * occupancy (maximum occupied of rooms to sell, issue #17); the Room Summary holds its numbers.
 */
export default function HouseStatusPage() {
  // Today in the hotel's zone (null until known); the clerk's choice once made.
  const today = useHotelToday();
  const [chosen, setDate] = useState<string | null>(null);
  const date = chosen ?? today ?? '';
  const rooms = useApiQuery<HouseStatusRooms[]>(
    'Load room counts',
    (signal) => api.request('GET /api/hw/house_status_rooms', { signal }),
    // Read again with every date: the counts are the rooms' state now, kept fresh.
    [date],
  );
  const stays = useApiQuery<HouseStatusResRooms[]>(
    'Load the house status',
    date ? (signal) => api.request('GET /api/hw/house_status_res_rooms/:date', { params: { date }, signal }) : null,
    [date],
  );
  const roomCounts = rooms.data?.[0];
  const stayCounts = date ? stays.data?.[0] : undefined;
  const panels = roomCounts && stayCounts ? houseStatusPanels(roomCounts, stayCounts) : undefined;

  return (
    <div className="pms-page reports-page">
      <PageHeader title="HOUSE STATUS" actions={<PrintButton />} />
      <div className="pms-row reports-controls">
        <DatePickerField id="house-status-date" label="Date" value={date} onChange={setDate} error={chosen === '' ? 'Choose a date.' : undefined} />
      </div>
      <p className="pms-print-only">House status for {date}.</p>
      {panels ? (
        <>
          <Gauge
            label="Occupancy tonight"
            value={panels.tonight.occupied}
            of={panels.tonight.toSell}
            detail={`At most ${panels.tonight.occupied} of ${panels.tonight.toSell} rooms to sell`}
          />
          <div className="pms-grid-3 reports-panels">
            <Panel title="Room Summary" lines={panels.roomSummary} />
            <Panel title="Activity" lines={panels.activity} />
            <Panel title="Room Status-Housekeeping" lines={panels.housekeeping} note="As the rooms are now." />
          </div>
        </>
      ) : (
        <p role="status">{chosen === '' ? 'Choose a date to see the house status.' : 'Loading the house status…'}</p>
      )}
    </div>
  );
}

function Panel({ title, lines, note }: { title: string; lines: PanelLine[]; note?: string }) {
  const id = useId();
  return (
    <section className="pms-card reports-panel" aria-labelledby={id} data-panel={title}>
      <h2 id={id}>{title}</h2>
      <table className="pms-table">
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-line={line.id}>
              <th scope="row">{line.label}</th>
              <td className="pms-num">{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className="pms-hint">{note}</p> : null}
    </section>
  );
}
