-- The billing list reads the guests in the house and today's check-outs through the two partial
-- indexes of 001. Without statistics on the flags together the planner multiplies their separate
-- frequencies (~19 % of all stays instead of the ~0.1 % in the house) and, at a million stays, scans
-- every stay and hashes every invoice (300–500 ms instead of a few, measured by `npm run bench`;
-- docs/performance.md).
create statistics stays_desk_state_stats (mcv) on active, checked_in, checked_out from stays;
