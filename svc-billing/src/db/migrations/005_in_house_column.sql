-- The billing list and the dashboard's balance read the stays in the house (active, checked in, not
-- checked out): ~0.1 % of a million stays. The planner estimated them from the flags through the
-- partial index of 001 without the joint statistics of 002 (a fifth of all stays), priced the list
-- at a full scan and, on a 2-core node, started two parallel workers for it: 80–150 ms under load
-- for a list that takes a few ms in one process (docs/performance.md "Big lists at a million
-- stays"). One stored column says it, so its own statistics give the true count and its partial
-- index serves it. Generated: every existing row is computed when the column is added (the
-- backfill), and the projection's writes keep it without knowing about it.
alter table stays add column if not exists in_house boolean
  generated always as (active and checked_in and not checked_out) stored;
create index if not exists stays_in_house_list_idx on stays (res_room_id) where in_house;
-- No read of the stays projection needs parallel workers: the lists read a few hundred rows.
alter table stays set (parallel_workers = 0);
analyze stays;
