import type { ArrivalRow } from '@pms/contracts/frontdesk';

/** One arrival as `GET /api/hw/arrivals/…` lists it: Ann Smith, a King for two nights, not yet in; `over` changes any field. */
export const arrivalRow = (over: Partial<ArrivalRow> = {}): ArrivalRow => ({
  name: 'Ann Smith',
  check_in_date: '2026-03-01',
  check_out_date: '2026-03-03',
  type: 'King',
  room_num: 'Not Set',
  room_type_id: 2,
  res_room_id: 7,
  checked_in: 0,
  first_name: 'Ann',
  last_name: 'Smith',
  confirmation_code: 'ABC123',
  reservation_id: 70,
  checked_out: 0,
  ...over,
});
