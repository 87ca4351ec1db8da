import type { RoomType } from '@pms/contracts/rooms';
import { roomTypeLabel } from '../domain/format';

export interface RoomTypeSelectProps {
  id: string;
  value: string;
  onChange: (roomTypeId: string) => void;
  /** undefined while loading. */
  roomTypes: RoomType[] | undefined;
  /** The type currently booked, shown even if the catalog no longer lists it. */
  booked?: { room_type_id: number; type: string; rate: number };
  error?: string;
  disabled?: boolean;
  hint?: string;
}

/** The room type dropdown, each option showing the type and its rate (docs/product.md §2). */
export function RoomTypeSelect({ id, value, onChange, roomTypes, booked, error, disabled, hint }: RoomTypeSelectProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const options = [...(roomTypes ?? [])];
  if (booked && !options.some((t) => t.room_type_id === booked.room_type_id)) options.push(booked);
  const described = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pms-field">
      <label htmlFor={id} className="pms-label">
        Room Type<span aria-hidden="true" className="pms-required"> *</span>
      </label>
      <select
        id={id}
        className={error ? 'pms-select pms-input--invalid' : 'pms-select'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        aria-busy={roomTypes === undefined ? true : undefined}
      >
        <option value="">{roomTypes === undefined ? 'Loading room types…' : 'Choose a room type'}</option>
        {options.map((t) => (
          <option key={t.room_type_id} value={String(t.room_type_id)}>
            {roomTypeLabel(t)}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="pms-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="pms-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
