-- The version of every subject a projection of this service has applied: an event is applied only
-- when its version is newer, so replays, duplicates and reordering do no harm (docs/architecture.md §5).
create table projection_versions (
  subject text primary key,
  version bigint not null
);
