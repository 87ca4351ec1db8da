-- Machine clients (docs/integrations.md "Machine clients"): other systems that call the API with
-- OAuth 2.0 client-credentials tokens, made and revoked by Administrators on the CLIENTS screen.
create table clients (
  -- Public, opaque and random (`pms_` + 24 hex digits): it names the client in tokens and the audit trail.
  client_id         text primary key check (client_id ~ '^pms_[0-9a-f]{24}$'),
  name              text not null check (length(name) between 1 and 100),
  scopes            text[] not null check (cardinality(scopes) > 0),
  -- SHA-256 of the secret (hex). The secret is 32 random bytes, so a slow password hash would add
  -- nothing against guessing and cost every token request; the secret itself is never stored.
  secret_hash       text not null check (secret_hash ~ '^[0-9a-f]{64}$'),
  -- Carried by every token as `client_version`: replacing the secret or revoking the client ends
  -- the tokens of the old version through one revocation event.
  secret_version    integer not null default 1 check (secret_version > 0),
  created_at        timestamptz not null default now(),
  created_by        integer references users (user_id),
  secret_rotated_at timestamptz not null default now(),
  revoked_at        timestamptz
);
-- One active client per name (case ignored), so the audit trail's `client:<name>` is unambiguous.
create unique index clients_active_name on clients (lower(name)) where revoked_at is null;
