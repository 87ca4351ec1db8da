-- Staff accounts managed on the STAFF screen (docs/security.md "Staff accounts").

-- The name a person is known by on screens and in the audit trail. Accounts an earlier release made
-- had none: they start with their username, which an Administrator can change.
alter table users add column full_name text not null default '' check (length(full_name) <= 100);
update users set full_name = username where full_name = '';

-- A password an Administrator set (a new account, a reset) is the person's to replace at the next
-- sign-in: the sign-in answers must_change_password and the screens lead straight to the change.
alter table users add column must_change_password boolean not null default false;

-- Every session signed from now on, so an Administrator who disables a user, lowers their role or
-- resets their password can revoke each of that user's sessions (revoked_tokens + the revocation
-- event every verifier follows). Sessions an earlier release signed are not here: they still end
-- when they expire (at most 8 hours after the upgrade), or at sign-out.
create table sessions (
  jti        text primary key,
  user_id    integer not null references users (user_id),
  expires_at timestamptz not null
);
create index sessions_user_id on sessions (user_id, expires_at);
