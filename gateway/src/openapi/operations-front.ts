import { z } from 'zod';
import { GUEST_USER, LoginAnswer, LoginBody, LoginStatus, LogoutAnswer } from '@pms/contracts/auth';
import { Id } from '@pms/contracts/common';
import { DEMO_HOTEL } from '@pms/contracts/demo-hotel';
import {
  ArrivalsAnswer,
  ArrivalsParams,
  CheckinAnswer,
  CheckinParams,
  CheckoutAnswer,
  CheckoutParams,
  GuestsParams,
  InHouseGuestList,
  PendingDepartureList,
  PendingDeparturesParams,
} from '@pms/contracts/frontdesk';
import type { RouteKey } from '@pms/contracts/routes';
import {
  CancelReservationAnswer,
  CreateReservationAnswer,
  CreateReservationBody,
  Reservation,
  ReservationList,
  ReservationSearchParams,
  ResRoomList,
  UpdateReservationAnswer,
  UpdateReservationBody,
} from '@pms/contracts/reservations';
import { NewStaffAnswer, NewStaffBody, PasswordChangeAnswer, PasswordChangeBody, StaffList, StaffPatchBody, StaffUser } from '@pms/contracts/staff';
import { EXAMPLE } from './examples';
import type { OperationDoc } from './operation';

/** The path of the staff routes (svc-auth validates it with the same rule). */
const UserIdParams = z.object({ id: Id });
const IdParams = z.object({ id: Id });

/** Sign-in, staff accounts, reservations and the front desk: svc-auth's and svc-reservations' desk routes. */
export const FRONT_OPERATIONS = {
  'GET /api/login/status': {
    operationId: 'getLoginStatus',
    summary: 'Who is signed in',
    description: 'The signed-in user, or the guest user (`access_id` 0) without a valid session. Never 401.',
    tag: 'Session',
    answer: LoginStatus,
    example: { answer: GUEST_USER },
  },
  'POST /api/login': {
    operationId: 'signIn',
    summary: 'Sign in',
    description:
      'Sets the `pms_session` cookie (HttpOnly, SameSite=Strict). A wrong username or password answers 401; failed attempts are throttled per username and address (429 with `retry-after`).',
    tag: 'Session',
    body: LoginBody,
    answer: LoginAnswer,
    example: { body: { username: 'manager', password: '123456' } },
  },
  'GET /api/logout': {
    operationId: 'signOut',
    summary: 'Sign out',
    description: 'Revokes the session everywhere and clears the cookie; answers the guest user.',
    tag: 'Session',
    answer: LogoutAnswer,
    example: { answer: { user: GUEST_USER } },
  },
  'GET /api/users': {
    operationId: 'listStaff',
    summary: 'List staff accounts',
    tag: 'Staff',
    answer: StaffList,
    example: {},
  },
  'POST /api/users': {
    operationId: 'createStaff',
    summary: 'Create a staff account',
    description: 'The password is a first one: the user must change it at the first sign-in.',
    tag: 'Staff',
    body: NewStaffBody,
    answer: NewStaffAnswer,
    status: 201,
    conflict: '`username_taken`: a user of that name exists.',
    example: { body: { username: 'frontdesk2', full_name: 'Dana Reyes', access_id: 1, password: 'Welcome-to-Regal-2026' } },
  },
  'PATCH /api/users/:id': {
    operationId: 'updateStaff',
    summary: 'Change a staff account',
    description: 'Disabling, lowering the role or resetting the password signs the user out everywhere.',
    tag: 'Staff',
    params: UserIdParams,
    body: StaffPatchBody,
    answer: StaffUser,
    notFound: 'No user of that id.',
    conflict: '`last_administrator`: the change would leave no active Administrator.',
    example: { params: { id: '1' }, body: { full_name: 'Front Desk', access_id: 1 } },
  },
  'POST /api/me/password': {
    operationId: 'changeOwnPassword',
    summary: 'Change one’s own password',
    description: 'A wrong current password is a 400 naming `current`.',
    tag: 'Staff',
    body: PasswordChangeBody,
    answer: PasswordChangeAnswer,
    example: { body: { current: '123123', next: 'Regal-Inn-Front-2026' } },
  },

  'GET /api/hw/reservation/:id': {
    operationId: 'getReservation',
    summary: 'Read a reservation with its guest',
    description: 'The card leaves the service only as its last four digits. Send `version` back with a change.',
    tag: 'Reservations',
    params: IdParams,
    answer: Reservation,
    notFound: 'No reservation of that id.',
    example: { params: { id: EXAMPLE.reservationId } },
  },
  'GET /api/hw/res_rooms/:id': {
    operationId: 'listReservationStays',
    summary: 'List the stays (rooms) of a reservation',
    tag: 'Reservations',
    params: IdParams,
    answer: ResRoomList,
    notFound: 'No reservation of that id.',
    example: { params: { id: EXAMPLE.reservationId } },
  },
  'POST /api/hw/reservation': {
    operationId: 'createReservation',
    summary: 'Book a reservation',
    description:
      '`cust` is `[first_name, last_name, address, city, state, zip, email, phone, credit_card_num, cc_expiration]`; each of `rooms` is `[room_type_id, check_in_date, check_out_date, adults, rate, comments]` (the rate sent is ignored: the room type’s is taken). 400s name the fields by these names.',
    tag: 'Reservations',
    body: CreateReservationBody,
    answer: CreateReservationAnswer,
    status: 201,
    idempotent: true,
    conflict: 'No room of the type is left for a night of the stay.',
    example: { body: EXAMPLE.booking },
  },
  'PUT /api/hw/reservation': {
    operationId: 'updateReservation',
    summary: 'Change a reservation (one stay)',
    description: 'An empty or masked card keeps the card on file. A stale `version` is refused (409).',
    tag: 'Reservations',
    body: UpdateReservationBody,
    answer: UpdateReservationAnswer,
    notFound: 'No such reservation or stay.',
    conflict: 'Stale `version`, a cancelled or no-show reservation, or no room left for a new night.',
    example: { body: { ...EXAMPLE.booking, customerId: 1, reservation_id: Number(EXAMPLE.reservationId), resRoomId: 1, version: 1 } },
  },
  'PUT /api/hw/cancelReservation/:id': {
    operationId: 'cancelReservation',
    summary: 'Cancel a reservation',
    tag: 'Reservations',
    params: IdParams,
    answer: CancelReservationAnswer,
    notFound: 'No reservation of that id.',
    conflict: 'Already cancelled, a no-show, or a guest has checked in.',
    example: { params: { id: EXAMPLE.reservationId } },
  },
  'GET /api/hw/reservations_list/:firstname/:lastname/:sdate/:edate/:confirmationNumber': {
    operationId: 'searchReservations',
    summary: 'Search reservations',
    description: 'Every part may be the word `undefined` (no filter). Names are case-insensitive prefixes.',
    tag: 'Reservations',
    params: ReservationSearchParams,
    answer: ReservationList,
    example: { params: { firstname: 'James', lastname: 'undefined', sdate: 'undefined', edate: 'undefined', confirmationNumber: 'undefined' } },
  },

  'GET /api/hw/arrivals/:date/:firstname/:lastname/:confirmationNumber': {
    operationId: 'listArrivals',
    summary: 'Arrivals of a date, the rooms they could take, and pending departures',
    tag: 'Front desk',
    params: ArrivalsParams,
    answer: ArrivalsAnswer,
    example: { params: { date: EXAMPLE.date, firstname: 'undefined', lastname: 'undefined', confirmationNumber: 'undefined' } },
  },
  'GET /api/hw/pending_departures/:date': {
    operationId: 'listPendingDepartures',
    summary: 'Stays due out on a date and not checked out, by room type',
    tag: 'Front desk',
    params: PendingDeparturesParams,
    answer: PendingDepartureList,
    example: { params: { date: EXAMPLE.date } },
  },
  'GET /api/hw/guests/:firstname/:lastname/:roomNumber/:confirmationNumber': {
    operationId: 'listInHouseGuests',
    summary: 'In-house guests',
    tag: 'Front desk',
    params: GuestsParams,
    answer: InHouseGuestList,
    example: { params: { firstname: 'undefined', lastname: 'undefined', roomNumber: 'undefined', confirmationNumber: 'undefined' } },
  },
  'PUT /api/hw/checkinRoom/:res_room_id/:room_id': {
    operationId: 'checkIn',
    summary: 'Check a stay into a room',
    description: `No body. A dirty room may be assigned (the answer says \`clean: 0\`). At ${DEMO_HOTEL.hotel_name}, room_id 1 is room 101.`,
    tag: 'Front desk',
    params: CheckinParams,
    answer: CheckinAnswer,
    notFound: 'No such stay.',
    conflict: 'The room is occupied, of another type, out of order or out of service; or the stay is not arriving.',
    example: { params: { res_room_id: EXAMPLE.arrivingResRoomId, room_id: EXAMPLE.roomId } },
  },
  'PUT /api/hw/checkoutRoom/:res_room_id/:room_num': {
    operationId: 'checkOut',
    summary: 'Check a stay out of its room',
    description: 'No body. Needs a zero folio balance (pay first). Repeating it answers the same.',
    tag: 'Front desk',
    params: CheckoutParams,
    answer: CheckoutAnswer,
    notFound: 'No such stay.',
    conflict: 'The stay is not in that room, or its folio still has a balance.',
    example: { params: { res_room_id: EXAMPLE.resRoomId, room_num: EXAMPLE.roomNum } },
  },
} as const satisfies Partial<Record<RouteKey, OperationDoc>>;
