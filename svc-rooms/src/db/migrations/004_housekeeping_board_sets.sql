-- The housekeeping board reads each of its three kinds of stay as one small set joined to the rooms
-- by hash (db/housekeeping.ts), instead of up to three index probes per room: at 1,000 rooms and a
-- million stays the probes were ~6,000 buffer visits and most of the board's time
-- (docs/performance.md "Big lists at a million stays").

-- The stays in the house, with what the board shows of them (an index-only read while the pages
-- are all-visible): at most one per room, whatever the history.
create index if not exists room_stays_in_house_idx on room_stays (res_room_id) include (room_id, arrival, departure, checked_in, checked_out)
  where checked_in and not checked_out;
-- Today's departures, by the hotel date rooms recorded (the old index leads with the room, so a
-- date alone scanned all of it).
create index if not exists room_stays_checked_out_on_idx on room_stays (checked_out_on) where checked_out_on is not null;
-- Stays assigned a room ahead of their arrival, from a date on: the board's "Next arrival" for every
-- room in one range instead of one probe per room.
create index if not exists room_stays_assigned_arrival_idx on room_stays (arrival) include (room_id)
  where room_id is not null and active and not checked_in;
-- Joint statistics on the desk flags: without them the planner multiplies checked in (~74 %) by not
-- checked out (~26 %) and expects a fifth of all stays in the house instead of the ~0.1 % there are.
create statistics if not exists room_stays_desk_state_stats (mcv) on checked_in, checked_out from room_stays;
-- On a 2-core node a parallel plan for a list of a few hundred rows costs more to start (tens of ms
-- under load) than the list does; no read of this projection needs workers.
alter table room_stays set (parallel_workers = 0);
analyze room_stays;
