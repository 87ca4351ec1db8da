import type { CreateReservationBody, RoomRequest, UpdateReservationBody } from '@pms/contracts/reservations';
import type { BookingChange, BookingRequest, GuestDetails, StayRequest } from '../domain/booking';

/**
 * The one place that reads docs/product.md §7's booking arrays: `cust` = [first, last, address,
 * city, state, zip, email, phone, card, expiry], `reserve` = [user_id, comments], each of `rooms` =
 * [room type, arrival, departure, adults, rate, comments]. The body has already passed its contract
 * schema (which names the positions for 400s); from here on the service speaks in named fields. The
 * user id and the rate in the arrays are never used: the session and the room type decide them.
 */

type Cust = CreateReservationBody['cust'] | UpdateReservationBody['cust'];

function guestOf([first_name, last_name, address, city, state, zip, email, phone]: Cust): GuestDetails {
  return { first_name, last_name, address, city, state, zip, email, phone };
}

function stayOf([room_type_id, arrival, departure, adults, , comments]: RoomRequest): StayRequest {
  return { room_type_id, arrival, departure, adults, comments: comments ?? '' };
}

export function bookingRequestOf(body: CreateReservationBody): BookingRequest {
  const [, , , , , , , , number, expiry] = body.cust;
  return { guest: guestOf(body.cust), card: { number, expiry }, comments: body.reserve[1] ?? '', stays: body.rooms.map(stayOf) };
}

/** `Not Set` is what the arrivals screen shows for "no room"; empty or it means no room change. */
function roomNumberOf(sent: UpdateReservationBody['roomNum']): string | undefined {
  if (sent === undefined || sent === null) return undefined;
  const text = String(sent).trim();
  return text === '' || text.toLowerCase() === 'not set' ? undefined : text;
}

export function bookingChangeOf(body: UpdateReservationBody): BookingChange {
  const [, , , , , , , , number, expiry] = body.cust;
  return {
    reservation_id: body.reservation_id,
    customer_id: body.customerId,
    res_room_id: body.resRoomId,
    version: body.version,
    guest: guestOf(body.cust),
    card: { number, expiry },
    comments: body.reserve[1] ?? '',
    stay: stayOf(body.rooms[0]!),
    room_num: roomNumberOf(body.roomNum),
  };
}
