-- Work orders (svc-rooms' `pms.rooms.issue.<id>` events) as a projection: one row per work order with
-- its current room, room type, dates and whether it is fixed. Every open work order holds one unit of
-- its room type's inventory on each date from start_date through end_date INCLUSIVE
-- (inventory.out_of_order); events/out-of-order.ts keeps the two in step.
create table out_of_order (
  room_issue_id integer primary key,
  room_id       integer not null,
  room_num      text not null,
  room_type_id  integer not null,
  start_date    date not null,
  end_date      date not null,
  issue         text not null,
  fixed         boolean not null,
  check (end_date >= start_date)
);

-- New inventory rows start with the open work orders covering their night, and the oversold query
-- and the availability report count them for nights without a row: both look up open work orders of
-- one room type around one night.
create index out_of_order_open_idx on out_of_order (room_type_id, start_date, end_date) where not fixed;

-- "Is this room out of order on that date" (the arrivals room list) looks up one room's open work orders.
create index out_of_order_room_idx on out_of_order (room_id, start_date) where not fixed;
