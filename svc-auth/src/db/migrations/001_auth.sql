-- Who may sign in, at which access level (docs/product.md §6: a route needs access_id of at least its level).
create table access_levels (
  access_id integer primary key check (access_id > 0),
  type      text not null unique
);
insert into access_levels (access_id, type) values (1, 'Employee'), (2, 'Manager'), (3, 'Administrator');

create table users (
  user_id       integer generated always as identity primary key,
  username      text not null check (length(username) between 1 and 100),
  -- scrypt$N$r$p$salt$hash (base64); the salt is per user.
  password_hash text not null,
  access_id     integer not null references access_levels (access_id),
  active        boolean not null default true,
  -- Consecutive failed sign-ins since the last success or lock; the 5th locks the account.
  failed_logins integer not null default 0 check (failed_logins >= 0),
  locked_until  timestamptz,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
-- Usernames are unique whatever their case: `Admin` and `admin` are one account.
create unique index users_username_key on users (lower(username));

-- Tokens signed out before they expired; kept until then (the relay tells the other services).
create table revoked_tokens (
  jti        text primary key,
  expires_at timestamptz not null
);
create index revoked_tokens_expires_at on revoked_tokens (expires_at);

-- The development signing key, generated once so a restart keeps sessions valid. Production keys come
-- from configuration (JWT_PRIVATE_JWK) and are never written here.
create table signing_keys (
  purpose     text primary key,
  kid         text not null unique,
  alg         text not null,
  private_jwk jsonb not null,
  public_jwk  jsonb not null,
  created_at  timestamptz not null default now()
);
