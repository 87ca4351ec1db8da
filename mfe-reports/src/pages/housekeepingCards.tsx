import { frontOfficeStatus, reservationStatus } from '@pms/contracts/rules/statuses';
import type { HousekeepingRow } from '../logic/housekeeping';
import { CleanToggle, type SaveClean } from './housekeepingClean';

/**
 * The HOUSEKEEPING board on a phone (up to 768 px): one card a room — its number, type, front office
 * and reservation statuses — with one-tap Clean and Dirty. The same rows as the table, so live
 * changes show here as they do there.
 */
export function RoomCards({ rows, onSave }: { rows: HousekeepingRow[] | undefined; onSave: SaveClean }) {
  if (!rows) return null;
  if (rows.length === 0) return <p className="pms-hint">No rooms match these filters</p>;
  return (
    <ul className="reports-room-cards" aria-label="Housekeeping">
      {rows.map((r) => (
        <li key={r.room_id} className={`reports-room-card${r.clean === 0 ? ' reports-room-card--dirty' : ''}`} data-room-id={r.room_id}>
          <h2 className="reports-room-card__room">Room {r.room_num}</h2>
          <p className="reports-room-card__type">{r.type}</p>
          <dl className="reports-room-card__statuses">
            <div>
              <dt>Front office</dt>
              <dd data-status="frontOffice">{frontOfficeStatus(r.occupied)}</dd>
            </div>
            <div>
              <dt>Reservation</dt>
              <dd data-status="reservationStatus">{reservationStatus(r)}</dd>
            </div>
            {r.next_arrival ? (
              <div>
                <dt>Next arrival</dt>
                <dd data-status="nextArrival">{r.next_arrival}</dd>
              </div>
            ) : null}
          </dl>
          <CleanToggle row={r} onSave={onSave} />
        </li>
      ))}
    </ul>
  );
}
