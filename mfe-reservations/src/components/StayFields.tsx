import type { RoomType } from '@pms/contracts/rooms';
import { BOOKING_LIMITS } from '@pms/contracts/rules/stay';
import { DatePickerField, laterIso, TextField } from '@pms/ui';
import type { ReactNode } from 'react';
import { latestArrival, nightsText, ROOMS_PER_RESERVATION, withArrival, type StayErrors, type StayValues } from '../domain/stay';
import { RoomTypeSelect } from './RoomTypeSelect';

export interface StayFieldsProps {
  idPrefix: string;
  stay: StayValues;
  onChange: (stay: StayValues) => void;
  errors: StayErrors;
  roomTypes: RoomType[] | undefined;
  /** Today, `YYYY-MM-DD`: the earliest arrival (docs/product.md §2). */
  today: string;
  /**
   * The update screen's editable Nights: what the field holds and what to do when it is typed in.
   * Without it, Total Nights is read-only (NEW RESERVATION).
   */
  nights?: { value: string; onChange: (text: string) => void };
  /** Checked in: the arrival and the room type can no longer change. */
  arrivalLocked?: boolean;
  /** Why the arrival and room type are fixed (shown under them). */
  lockedHint?: string;
  booked?: { room_type_id: number; type: string; rate: number };
  disabled?: boolean;
  /** Fields shown first in the fieldset (the update screen's confirmation code and room number). */
  before?: ReactNode;
}

/** Dates, nights, rooms, adults and room type: the stay part of both booking screens. */
export function StayFields({
  idPrefix,
  stay,
  onChange,
  errors,
  roomTypes,
  today,
  nights,
  arrivalLocked,
  lockedHint,
  booked,
  disabled,
  before,
}: StayFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // Departure: not before the arrival (docs/product.md §2); on an update, not before today either.
  const departureMin = nights ? laterIso(stay.arrival, today) : stay.arrival || today;
  return (
    <fieldset className="pms-fieldset res-stay">
      <legend>Stay</legend>
      {before}
      <div className="pms-row">
        <DatePickerField
          id={id('arrival')}
          label="Arrival"
          value={stay.arrival}
          min={arrivalLocked ? undefined : today}
          max={arrivalLocked ? undefined : latestArrival(today)}
          monthsShown={2}
          required
          disabled={disabled || arrivalLocked}
          error={errors.arrival}
          hint={arrivalLocked ? lockedHint : undefined}
          onChange={(arrival) => onChange(withArrival(stay, arrival))}
        />
        <DatePickerField
          id={id('departure')}
          label="Departure"
          value={stay.departure}
          min={departureMin}
          monthsShown={2}
          required
          disabled={disabled}
          error={errors.departure}
          onChange={(departure) => onChange({ ...stay, departure })}
        />
      </div>
      <div className="pms-row">
        {nights ? (
          <TextField
            id={id('nights')}
            label="Nights"
            value={nights.value}
            onChange={nights.onChange}
            inputMode="numeric"
            error={errors.nights}
            disabled={disabled}
            className="res-field--short"
          />
        ) : (
          <TextField
            id={id('nights')}
            label="Total Nights"
            value={nightsText(stay.arrival, stay.departure)}
            onChange={() => {}}
            readOnly
            className="res-field--short"
          />
        )}
        <TextField
          id={id('rooms')}
          label="Rooms"
          value={String(ROOMS_PER_RESERVATION)}
          onChange={() => {}}
          readOnly
          className="res-field--short"
        />
        <TextField
          id={id('adults')}
          label="Adults"
          type="number"
          min={1}
          max={BOOKING_LIMITS.maxAdults}
          step={1}
          value={stay.adults}
          onChange={(adults) => onChange({ ...stay, adults })}
          required
          disabled={disabled}
          error={errors.adults}
          className="res-field--short"
        />
      </div>
      <RoomTypeSelect
        id={id('roomTypeId')}
        value={stay.roomTypeId}
        onChange={(roomTypeId) => onChange({ ...stay, roomTypeId })}
        roomTypes={roomTypes}
        booked={booked}
        error={errors.roomTypeId}
        disabled={disabled || arrivalLocked}
        hint={arrivalLocked ? lockedHint : undefined}
      />
    </fieldset>
  );
}
