-- Webhooks (docs/integrations.md "Webhooks"): an Administrator subscribes a URL to event types; svc-auth
-- follows the other services' state events and records one delivery per matching subscription, which
-- a dispatcher sends (and retries) until the receiver answers 2xx or 24 hours passed.

create table webhooks (
  webhook_id  integer generated always as identity primary key,
  url         text not null check (length(url) between 1 and 2000),
  events      text[] not null check (cardinality(events) > 0),
  -- The HMAC key deliveries are signed with. Kept readable (a signature needs it); shown only once.
  secret      text not null,
  created_by  integer references users (user_id),
  created_at  timestamptz not null default now()
);

create table webhook_deliveries (
  delivery_id      bigint generated always as identity primary key,
  webhook_id       integer not null references webhooks (webhook_id) on delete cascade,
  -- The body's `id`: the source event's id (one delivery per event and subscription).
  event_id         text not null,
  event_type       text not null,
  occurred_at      timestamptz not null,
  data             jsonb not null,
  status           text not null default 'pending' check (status in ('pending', 'delivered', 'dead')),
  attempts         integer not null default 0 check (attempts >= 0),
  last_error       text,
  last_status_code integer,
  -- When the next attempt may go (also the dispatcher's lease while one is in flight).
  next_attempt_at  timestamptz default now(),
  -- Start of the 24-hour retry window: creation, or the last Redeliver.
  queued_at        timestamptz not null default now(),
  delivered_at     timestamptz,
  created_at       timestamptz not null default now(),
  unique (webhook_id, event_id, event_type)
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_of on webhook_deliveries (webhook_id, delivery_id desc);

-- What each stay looked like when svc-auth last saw it: a stay event carries the whole state, so
-- "cancelled" or "checked in" is the difference from this.
create table webhook_stays (
  res_room_id integer primary key,
  version     bigint not null,
  active      boolean not null,
  checked_in  boolean not null,
  checked_out boolean not null
);

-- Names the durable consumers after this database: a fresh database follows the streams from their
-- stored last values, replicas sharing one database share one consumer.
create table webhook_consumer_identity (
  singleton boolean primary key default true check (singleton),
  id        text not null default substr(md5(random()::text || clock_timestamp()::text), 1, 12)
);
insert into webhook_consumer_identity default values;
