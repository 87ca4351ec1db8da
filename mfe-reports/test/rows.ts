import type { HousekeepingRow } from '../src/logic/housekeeping';

/** One room as the housekeeping report lists it: 101, a clean vacant King nobody is due in; `over` changes any field. */
export const housekeepingRow = (over: Partial<HousekeepingRow> = {}): HousekeepingRow => ({
  room_id: 1,
  room_num: '101',
  type: 'King',
  clean: 1,
  occupied: 0,
  checked_in: 0,
  checked_out: 0,
  departure: null,
  stayover: null,
  status: 'Not Reserved',
  res_room_id: null,
  room_type_id: 1,
  ...over,
});
