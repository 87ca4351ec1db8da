-- Sign-in throttling (docs/security.md "Sign-in throttling"). Kept in PostgreSQL, not in memory, so
-- every svc-auth replica sees the same waits and the same ceiling.

-- Failed sign-ins per (username as typed, client address). The username is the typed one, lower-cased,
-- whether or not such a user exists, so the waits do not tell which usernames exist.
create table login_backoff (
  username_key   text not null,
  address        text not null,
  failures       integer not null check (failures > 0),
  last_failed_at timestamptz not null,
  -- No attempt of this pair is checked before then (429 with retry-after).
  blocked_until  timestamptz not null,
  primary key (username_key, address)
);
create index login_backoff_last_failed_at on login_backoff (last_failed_at);

-- Failed sign-ins per client address across usernames: the ceiling of one address over 10 minutes.
-- An attempt is written here before its password is checked (so racing attempts see each other) and
-- removed again if it succeeds: a successful sign-in never counts.
create table login_failures (
  id        bigint generated always as identity primary key,
  address   text not null,
  failed_at timestamptz not null
);
create index login_failures_address_failed_at on login_failures (address, failed_at);

-- The account lock (five failures from anywhere locked the account for everyone, its owner included)
-- is gone: strangers must not be able to lock anyone out. Every lock is lifted; the columns are no
-- longer read or written, and stay only so a replica of the older release, still running during a
-- rolling update, keeps working (a later release drops them).
update users set failed_logins = 0, locked_until = null where failed_logins <> 0 or locked_until is not null;
