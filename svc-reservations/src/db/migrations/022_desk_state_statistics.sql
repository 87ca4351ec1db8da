-- The front desk's lists read the stays in the house (checked in, not checked out) through the small
-- partial indexes of 010. Without statistics on the two flags together the planner multiplies their
-- separate frequencies (~84 % checked in × ~23 % not checked out ≈ 19 % of all stays) where the truth
-- is the ~0.1 % in the house tonight, and at a million stays it hashes every reservation and guest
-- (in-house guests: 500 ms instead of ~15 ms, measured by `npm run bench`; docs/performance.md).
create statistics res_rooms_desk_state_stats (mcv) on checked_in, checked_out from res_rooms;
