import type { OutOfOrderRoom } from '@pms/contracts/frontdesk';
import type { RoomCandidate } from '@pms/contracts/housekeeping';
import { outOfOrderOptionsFor, roomOptionsFor } from '../logic/arrivals';

/**
 * The room choice of ARRIVALS, for a check-in (today's vacant rooms) and for assigning a room ahead
 * of arrival (the rooms free on every night of the stay): the stay's type only, dirty rooms marked,
 * rooms out of order listed after them, disabled, with their work order's reason.
 */
export function RoomChoice({
  label,
  typeName,
  roomTypeId,
  candidates,
  outOfOrder,
  value,
  disabled,
  autoFocus,
  onChange,
}: {
  label: string;
  typeName: string;
  roomTypeId: number;
  candidates: readonly RoomCandidate[];
  outOfOrder: readonly OutOfOrderRoom[];
  value: number | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  onChange: (roomId: number | null) => void;
}) {
  const options = roomOptionsFor(candidates, roomTypeId);
  const closed = outOfOrderOptionsFor(outOfOrder, roomTypeId);
  return (
    <select
      className="pms-select pms-no-print"
      aria-label={label}
      value={value === undefined ? '' : String(value)}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">{options.length ? 'Select a room' : `No vacant ${typeName} room`}</option>
      {options.map((o) => (
        <option key={o.room_id} value={o.room_id}>
          {o.label}
        </option>
      ))}
      {closed.map((o) => (
        <option key={`ooo-${o.room_id}`} value={`ooo-${o.room_id}`} disabled>
          {o.label}
        </option>
      ))}
    </select>
  );
}
