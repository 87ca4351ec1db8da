-- Folios (docs/billing.md "Folio"): one ledger per stay. Lines and payments are only ever inserted;
-- a correction is a new line (an allowance), money given back is a refund row, an issued invoice is
-- reversed by a credit note. Existing stays get their folios from the backfill the service runs on
-- start (src/db/folio-backfill.ts), not from this file: it needs the hotel's business date.

-- The stay's no-show flag (StayState.no_show): a no-show's nights are never posted.
alter table stays add column no_show boolean not null default false;

create table folios (
  res_room_id integer primary key,
  status      text not null default 'open' check (status in ('open', 'closed')),
  -- The invoice that closed it; null while open (a credit note reopens the folio and clears it).
  invoice_id  integer references invoices,
  version     integer not null default 1,
  opened_at   timestamptz not null default now()
);

-- tax_base groups the lines whose taxes are computed together: 0 for the stay's room nights (taxes
-- follow the running room total, so night-by-night posting equals the stay's formula to the cent);
-- null on an extra or a no-show fee (its own group, by its line_id); the group's id on its taxes and
-- allowances. taxed says whether the group pays the three taxes.
create table folio_lines (
  line_id        integer generated always as identity primary key,
  res_room_id    integer not null references folios,
  kind           text not null check (kind in ('room', 'tax', 'extra', 'allowance', 'no_show')),
  service_date   date not null,
  -- The hotel day it was posted on (the night audit's report sums a day's lines by it).
  business_date  date not null,
  code           text not null,
  description    text not null,
  quantity       integer not null default 1 check (quantity > 0),
  amount_cents   bigint not null,
  taxed          boolean not null default false,
  tax_base       integer,
  tax_code       text check (tax_code in ('county', 'city', 'state')),
  parent_line_id integer references folio_lines,
  reason         text,
  posted_by      text not null,
  posted_at      timestamptz not null default now(),
  check ((kind = 'tax') = (tax_code is not null)),
  check (kind in ('tax', 'allowance') or amount_cents >= 0),
  check (kind <> 'allowance' or amount_cents < 0)
);
-- A night, or a no-show fee, is posted at most once per stay: a re-run of the audit posts nothing twice.
create unique index folio_lines_night_once on folio_lines (res_room_id, kind, service_date) where kind in ('room', 'no_show');
create index folio_lines_folio_idx on folio_lines (res_room_id, line_id);
create index folio_lines_business_date_idx on folio_lines (business_date);

create table folio_payments (
  payment_id    integer generated always as identity primary key,
  res_room_id   integer not null references folios,
  method        text not null check (method in ('Credit Card', 'Cash')),
  amount_cents  bigint not null check (amount_cents > 0),
  paid_by       text not null,
  paid_at       timestamptz not null default now(),
  business_date date not null
);
create index folio_payments_folio_idx on folio_payments (res_room_id);
create index folio_payments_business_date_idx on folio_payments (business_date);

create table folio_refunds (
  refund_id     integer generated always as identity primary key,
  payment_id    integer not null references folio_payments,
  amount_cents  bigint not null check (amount_cents > 0),
  reason        text not null,
  refunded_by   text not null,
  refunded_at   timestamptz not null default now(),
  business_date date not null
);
create index folio_refunds_payment_idx on folio_refunds (payment_id);
create index folio_refunds_business_date_idx on folio_refunds (business_date);

-- A folio is invoiced again after a credit note: one invoice per stay no longer holds (the folio's
-- invoice_id is the current one). Invoices issued from a folio freeze their lines and payments in
-- `document`; their total is every line, so the old room-only arithmetic checks go.
alter table invoices drop constraint invoices_res_room_id_key;
alter table invoices drop constraint invoices_check;
alter table invoices drop constraint invoices_check1;
alter table invoices add column document jsonb;
create index invoices_res_room_idx on invoices (res_room_id);

-- Credit notes: their own gapless series per hotel year (CN-2026-000001), one per invoice.
create table credit_note_counters (
  year        integer primary key,
  last_number integer not null check (last_number > 0)
);
create table credit_notes (
  credit_note_id     integer generated always as identity primary key,
  credit_note_number text not null unique,
  invoice_id         integer not null unique references invoices,
  res_room_id        integer not null,
  total_cents        bigint not null,
  reason             text not null,
  issued_by          text not null,
  issued_at          timestamptz not null default now(),
  issued_on          date not null
);

-- The hotel's charge codes (GET /api/charge-codes). The demo seed sets the demo ones; another hotel
-- sets its own with SQL, as it does its tax rates.
create table charge_codes (
  code        text primary key,
  description text not null,
  taxed       boolean not null,
  position    integer not null default 0
);

-- Whether the backfill (folios for the stays an older release wrote) has run to the end.
create table folio_backfill (
  singleton boolean primary key default true check (singleton),
  done      boolean not null default false
);
insert into folio_backfill default values;
