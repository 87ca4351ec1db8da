-- Rooms assigned to future arrivals (issue #17, docs/reservations.md "Room assignment"): a stay not yet
-- checked in may hold a room number in res_rooms.room_id / room_num ahead of its arrival. One room
-- holds at most one stay per night, whether the stay is assigned or in the house: an exclusion over
-- the room and the stay's nights [arrival, departure) keeps two overlapping stays out of one room, so
-- of two clerks assigning one room to overlapping stays at once exactly one commits (the other waits
-- for it and gets an exclusion violation, a 409). Checked-out stays and no-shows hold no night.
--
-- Existing data: until now only check-in set a room, and svc-rooms' unique occupied_by kept two
-- in-house stays out of one room, so the constraint holds for every existing stay; cancelled and
-- no-show stays were never checked in and hold no room. The range on the room id (int4range) lets
-- the built-in GiST range operators do the work without the btree_gist extension.
alter table res_rooms add constraint res_rooms_room_nights_excl
  exclude using gist (
    int4range(room_id, room_id, '[]') with &&,
    daterange(check_in_date, check_out_date) with &&
  ) where (room_id is not null and not checked_out and not no_show);

-- "The next arrival assigned to this room", and the assignments a date change or an extension may
-- collide with: stays holding a room ahead of arrival.
create index res_rooms_assigned_room_idx on res_rooms (room_id, check_in_date) where room_id is not null and not checked_in;
