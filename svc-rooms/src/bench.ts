// What bench/ may call below HTTP (a public entry, `@pms/svc-rooms/bench`): the same query functions the
// routes run, so the benchmark measures the database floor with the SQL it ships, not a copy.
// Nothing else imports this module; renaming what it re-exports is a change to the bench.
export { houseStatusRooms, housekeepingBoard } from './db/housekeeping';
export { findHotelInfo } from './db/hotel-info';
