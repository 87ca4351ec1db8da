-- The hotel's business date (docs/billing.md "Business date"): the day the front desk is working
-- on, which only the night audit moves. One row, made at the service's first start with the
-- calendar date in HOTEL_TZ (a migration cannot know the hotel's zone) — so a new hotel, and a hotel
-- upgrading from the release before the business date, starts on its calendar date.
create table business_date (
  singleton     boolean primary key default true check (singleton),
  business_date date not null,
  -- The date the last night audit closed (null until the first one).
  closed_date   date,
  -- Days closed so far: the version of the pms.reservations.business_date event.
  version       integer not null default 0 check (version >= 0),
  check (closed_date is null or closed_date < business_date)
);
