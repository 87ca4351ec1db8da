-- The front desk's lists (arrivals, in-house guests, the reservation search) and HOUSE STATUS read a
-- few hundred stays of a million, each joined to its reservation and guest by key
-- (docs/performance.md "Big lists at a million stays").

-- Where the planner's estimate ran high it started parallel workers for those few hundred rows
-- (HOUSE STATUS' stayovers: one worker for ~350 stays), and on a 2-core node starting them cost
-- 80–150 ms under load for a count one process does in ~1 ms. No read of these tables needs
-- workers, so no parallel scan of them is planned.
alter table res_rooms set (parallel_workers = 0);
alter table reservations set (parallel_workers = 0);
alter table customers set (parallel_workers = 0);

-- Each listed stay looks up whether its reservation is active and whose it is, then the guest's
-- name: with what is read carried in the index, each look-up is index-only (no visit to the table's
-- page while autovacuum has marked it all-visible), a quarter fewer pages per row.
create index if not exists reservations_desk_idx on reservations (reservation_id) include (active, customer_id);
create index if not exists customers_name_lookup_idx on customers (customer_id) include (first_name, last_name);
-- The name search goes guest → reservations → stays: the guest's reservations with their state.
-- Replaces the plain index of 001 (same leading column, so it serves everything that one did).
create index if not exists reservations_customer_desk_idx on reservations (customer_id) include (reservation_id, active);
drop index if exists reservations_customer_idx;
