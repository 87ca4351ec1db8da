-- The audit trail (docs/audit.md): who did what, one entry per write, in the write's own transaction.
-- Append-only: the triggers below refuse UPDATE, DELETE and TRUNCATE, for every role that does not
-- own the table (a deployment can also grant the service role INSERT and SELECT only).
create table audit_entries (
  entry_id      bigint generated always as identity primary key,
  at            timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  business_date date,
  user_id       integer,
  username      text,
  action        text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  entity        text not null,
  entity_id     text not null,
  changes       jsonb not null default '{}',
  address       text,
  request_id    text
);
-- A record's history (History panels), newest first.
create index audit_entries_entity on audit_entries (entity, entity_id, entry_id desc);
create index audit_entries_username on audit_entries (lower(username), entry_id desc);
create index audit_entries_at on audit_entries (at desc, entry_id desc);

-- The hash chain, sealed by a background step shortly after the entries commit (so writes never queue
-- on one "last hash" row). `position` is the chain's order: entries are sealed in entry order as they
-- become visible, so one that committed late is sealed after those that committed before it.
-- hash = sha256(prev_hash || content), content = the entry's canonical JSON (audit.ts, `canonical`).
create table audit_seals (
  position  bigint primary key,
  entry_id  bigint not null unique references audit_entries (entry_id),
  prev_hash text not null,
  hash      text not null
);

-- Entries committed and not yet sealed: the sealer's work list (not part of the trail itself).
create table audit_unsealed (
  entry_id bigint primary key
);

create function audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit trail is append-only: % on % refused', tg_op, tg_table_name
    using errcode = 'insufficient_privilege';
end
$$;
create trigger audit_entries_append_only before update or delete on audit_entries
  for each row execute function audit_append_only();
create trigger audit_entries_no_truncate before truncate on audit_entries
  for each statement execute function audit_append_only();
create trigger audit_seals_append_only before update or delete on audit_seals
  for each row execute function audit_append_only();
create trigger audit_seals_no_truncate before truncate on audit_seals
  for each statement execute function audit_append_only();
