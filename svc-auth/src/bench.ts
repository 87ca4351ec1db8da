// What bench/ may call below HTTP (a public entry, `@pms/svc-auth/bench`): the same query functions the
// routes run, so the benchmark measures the database floor with the SQL it ships, not a copy, and the
// helpers that seed users directly.
// Nothing else imports this module; renaming what it re-exports is a change to the bench.
export { findUserById, insertUser } from './db/users';
export { isTokenRevoked } from './db/revocations';
export { hashPassword } from './domain/password';
