import { addDays } from '@pms/contracts/dates';
import { eventTypes, subjects, type EventEnvelope } from '@pms/contracts/events';
import type { StayState } from '@pms/contracts/reservations';
import type { Bus } from '../bus/types';
import { publishAsRelay, stateEvent } from './events';

/**
 * A stay as svc-reservations publishes it: arriving `today` for two nights in a '2 Queens' room at
 * $109.99, booked and not yet checked in, unless `over` says otherwise.
 */
export function testStay(today: string, over: Partial<StayState> & { res_room_id: number }): StayState {
  return {
    reservation_id: over.res_room_id,
    room_type_id: 1,
    type: '2 Queens',
    arrival: today,
    departure: addDays(today, 2),
    adults: 1,
    rate_cents: 10999,
    first_name: 'Ann',
    last_name: 'Lee',
    cc_last_four: '1111',
    confirmation_code: `C${over.res_room_id}`,
    active: true,
    no_show: false,
    checked_in: false,
    checked_out: false,
    room_id: null,
    room_num: null,
    ...over,
  };
}

/** The stay state event svc-reservations' outbox relay would publish for `state`. */
export function stayEvent(state: StayState, version: number): EventEnvelope<StayState> {
  return stateEvent(eventTypes.stay, state, version);
}

/** Publishes a stay state event on the bus, as svc-reservations' outbox relay would. */
export async function publishStay(bus: Bus, state: StayState, version: number): Promise<void> {
  await publishAsRelay(bus, subjects.stay(state.res_room_id), stayEvent(state, version));
}
