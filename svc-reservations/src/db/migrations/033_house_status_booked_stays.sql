-- HOUSE STATUS counts every booked stay over a date, checked in or not (docs/reservations.md): the
-- stayovers' "contains this date" now reads all stays, so the GiST index on a stay's nights covers
-- every stay instead of the checked-in ones only (the statistics of 021 on the expression stay).
create index res_rooms_nights_idx on res_rooms using gist (daterange(check_in_date, check_out_date));
drop index res_rooms_checked_in_nights_idx;
