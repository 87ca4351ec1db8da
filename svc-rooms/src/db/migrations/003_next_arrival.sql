-- The housekeeping board's "Next arrival" (issue #17): the earliest stay not yet checked in that
-- svc-reservations assigned this room ahead of its arrival (the stay event carries the room). One
-- probe per room: stays holding a room before arrival are few.
create index room_stays_assigned_idx on room_stays (room_id, arrival) where room_id is not null and active and not checked_in;
