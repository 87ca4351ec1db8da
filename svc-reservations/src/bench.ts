// What bench/ may call below HTTP (a public entry, `@pms/svc-reservations/bench`): the same query functions the
// routes run, so the benchmark measures the database floor with the SQL it ships, not a copy, and the
// card vault that seeds sealed card numbers directly.
// Nothing else imports this module; renaming what it re-exports is a change to the bench.
export { searchReservations } from './db/queries';
export { findArrivals, findInHouseGuests, findPendingDepartures, findRoomCandidates } from './db/frontdesk';
export { availabilityNights, houseStatusStays } from './db/inventory-reports';
export { availabilityReport } from './domain/availability';
export { createCardVault } from './domain/card-vault';
