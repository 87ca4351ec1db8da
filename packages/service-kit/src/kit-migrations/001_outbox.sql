-- Transactional outbox (docs/architecture.md §5): a state change and the event announcing it commit together;
-- the relay publishes unpublished rows in `seq` order and marks them after the bus acknowledged.
create table outbox (
  seq          bigserial primary key,
  id           uuid not null unique,
  subject      text not null,
  version      bigint not null,
  envelope     jsonb not null,
  created_at   timestamptz not null default now(),
  published_at timestamptz
);

-- What the relay scans: only the rows still to publish.
create index outbox_unpublished_idx on outbox (seq) where published_at is null;
-- The relay's "is there a newer event for this subject" check, and pruning.
create index outbox_subject_version_idx on outbox (subject, version);
create index outbox_published_idx on outbox (published_at) where published_at is not null;
