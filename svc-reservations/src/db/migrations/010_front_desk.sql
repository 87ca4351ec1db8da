-- Front desk: when a stay was checked in and out, and the indexes the arrivals, in-house and
-- departure lists use. The check-in/out flags and the room are in 001.

alter table res_rooms
  add column checked_in_at  timestamptz,
  -- The hotel date of the check-out (hotel time zone), and the instant.
  add column checked_out_on date,
  add column checked_out_at timestamptz;

-- In-house guests (checked in, not checked out): at most one per room, so these stay small however
-- many stays the hotel has had. The in-house list and the pending departures read the first; the
-- arrivals room list asks "is a room held by one of our in-house stays" through the second.
create index res_rooms_in_house_departure_idx on res_rooms (check_out_date) where checked_in and not checked_out;
create index res_rooms_in_house_room_idx on res_rooms (room_id) where checked_in and not checked_out;
