-- The night audit (docs/billing.md "Night audit"): no-shows, the nights it added to guests still in
-- the house on their departure date, and the report of every closed day.

-- A stay the audit closed its arrival day on without a check-in: its nights went back to inventory.
-- A reservation is a no-show when all of its stays are (then it is also no longer active).
alter table res_rooms add column no_show boolean not null default false;
alter table reservations add column no_show boolean not null default false;
alter table res_rooms add constraint res_rooms_no_show_not_in check (not (no_show and checked_in));

-- One row per (stay, closed date) the audit extended by a night: a re-run of the same date finds it
-- and never extends twice.
create table audit_extensions (
  res_room_id    integer not null references res_rooms,
  business_date  date not null,
  old_departure  date not null,
  new_departure  date not null,
  -- The extra night took the room type past its capacity: reported, never refused.
  oversold       boolean not null,
  primary key (res_room_id, business_date)
);

-- One row per no-show, with the date that made it one and the fee asked of billing (cents, before tax).
create table audit_no_shows (
  res_room_id   integer primary key references res_rooms,
  business_date date not null,
  fee_cents     integer not null check (fee_cents >= 0),
  taxed         boolean not null
);
create index audit_no_shows_date_idx on audit_no_shows (business_date);

-- The report of every closed business date (NightAuditReport as answered).
create table night_audits (
  business_date date primary key,
  report        jsonb not null,
  completed_at  timestamptz not null,
  -- The manager who ran it; null for the automatic run.
  run_by        text
);
