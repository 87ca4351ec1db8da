-- HOUSE STATUS for one date reads, at a million stays, only the stays that concern the date
-- (db/inventory-reports.ts). Arrivals use res_rooms_arrival_idx (001) and pending departures
-- res_rooms_in_house_departure_idx (010); these two serve the rest.

-- Stayovers: checked-in stays whose nights contain the date (a stay is the range
-- [check_in_date, check_out_date)). A GiST index on that range answers "contains this date" by
-- visiting only those stays, where a btree on either date would scan every earlier arrival or
-- every later departure.
create index res_rooms_checked_in_nights_idx on res_rooms using gist (daterange(check_in_date, check_out_date)) where checked_in;
-- Statistics on the range itself: without them the planner guesses "contains" far off the truth and
-- spends ~10 ms starting parallel workers for ~500 rows (0.8 ms without, measured).
create statistics res_rooms_nights_stats on (daterange(check_in_date, check_out_date)) from res_rooms;

-- Actual departures: stays checked out on the date (the hotel date of the check-out; a stay checked
-- out before that was recorded counts on its departure date).
create index res_rooms_departed_on_idx on res_rooms ((coalesce(checked_out_on, check_out_date))) where checked_out;
-- Without statistics on that expression the planner guesses 0.5% of all stays per date and, at a
-- million stays, hashes the whole reservations table instead of looking up ~300 of them (96 ms
-- instead of 0.5 ms, measured).
create statistics res_rooms_departed_on_stats on (coalesce(checked_out_on, check_out_date)) from res_rooms;
