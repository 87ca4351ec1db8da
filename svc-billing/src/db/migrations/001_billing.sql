-- Billing: the stays projection, tax rates, invoices and payments (docs/billing.md).

-- The durable consumer feeding `stays` is named after this database's identity: a fresh database
-- gets a new consumer that replays every stay from the stream, while replicas sharing one database
-- share one consumer.
create table consumer_identity (
  singleton boolean primary key default true check (singleton),
  id        text not null default substr(md5(random()::text || clock_timestamp()::text), 1, 12)
);
insert into consumer_identity default values;

-- Projection of svc-reservations' stay events (`pms.reservations.stay.<res_room_id>`), fed only by
-- events behind the kit's version guard (projection_versions). What the billing list shows and what
-- an invoice charges for.
create table stays (
  res_room_id    integer primary key,
  reservation_id integer not null,
  room_type_id   integer not null,
  type           text not null,
  first_name     text not null,
  last_name      text not null,
  cc_last_four   text not null,
  room_num       text,
  arrival        date not null,
  departure      date not null,
  rate           numeric(12,2) not null,
  active         boolean not null,
  checked_in     boolean not null,
  checked_out    boolean not null,
  version        integer not null
);

-- The billing list reads the guests in house (small, whatever the history) ...
create index stays_in_house_idx on stays (departure) where checked_in and not checked_out;
-- ... and the stays checked out on a given departure day.
create index stays_checked_out_idx on stays (departure) where checked_out;

-- The hotel's tax rates as fractions of the room charge (0.05 = 5 %). One row; none until the
-- hotel sets them up (the demo seed does): an invoice is refused while there is none.
create table tax_rates (
  singleton   boolean primary key default true check (singleton),
  county_rate numeric(6,4) not null check (county_rate between 0 and 1),
  city_rate   numeric(6,4) not null check (city_rate between 0 and 1),
  state_rate  numeric(6,4) not null check (state_rate between 0 and 1),
  updated_at  timestamptz not null default now()
);

-- Invoice numbers run without gaps per hotel year: the counter row is taken in the transaction that
-- creates the invoice, so a rolled-back payment gives its number back.
create table invoice_counters (
  year        integer primary key,
  last_number integer not null check (last_number > 0)
);

-- One invoice per stay (unique res_room_id). An invoice is a document: it keeps the guest, dates,
-- rate, tax rates and amounts it was issued with, whatever happens to the stay afterwards.
create table invoices (
  invoice_id     integer generated always as identity primary key,
  invoice_number text not null unique,
  res_room_id    integer not null unique,
  reservation_id integer not null,
  first_name     text not null,
  last_name      text not null,
  cc_last_four   text not null,
  room_num       text,
  check_in_date  date not null,
  check_out_date date not null,
  num_days       integer not null check (num_days >= 0),
  rate           numeric(12,2) not null check (rate >= 0),
  room_total     numeric(12,2) not null,
  county_rate    numeric(6,4) not null,
  city_rate      numeric(6,4) not null,
  state_rate     numeric(6,4) not null,
  county_tax     numeric(12,2) not null check (county_tax >= 0),
  city_tax       numeric(12,2) not null check (city_tax >= 0),
  state_tax      numeric(12,2) not null check (state_tax >= 0),
  total          numeric(12,2) not null,
  payment_type   text not null check (payment_type in ('Credit Card', 'Cash')),
  paid_at        timestamptz not null,
  -- The hotel date of the payment (its year numbers the invoice).
  paid_on        date not null,
  user_id        integer not null,
  check (room_total = num_days * rate),
  check (total = room_total + county_tax + city_tax + state_tax)
);

-- The payment that settled an invoice. The screens take one full payment per invoice.
create table payments (
  payment_id   integer generated always as identity primary key,
  invoice_id   integer not null unique references invoices,
  amount       numeric(12,2) not null check (amount >= 0),
  payment_type text not null check (payment_type in ('Credit Card', 'Cash')),
  paid_at      timestamptz not null,
  user_id      integer not null
);
