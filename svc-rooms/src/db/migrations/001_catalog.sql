-- The property catalog: one hotel, its room types and rooms.
-- Occupancy is `rooms.occupied_by` (the res_room_id of the stay in the room): a column, not a
-- flag, so one room can never hold two stays and a stay can be in only one room.

create table hotel_info (
  hotel_info_id integer primary key,
  hotel_name    text not null,
  address       text not null,
  city          text not null,
  state         text not null,
  zip           text not null,
  email         text not null,
  phone         text not null
);

create table room_types (
  room_type_id integer primary key,
  type         text not null unique,
  rate         numeric(12,2) not null check (rate >= 0),
  version      integer not null default 1
);

create table rooms (
  room_id      serial primary key,
  room_num     text not null unique,
  room_type_id integer not null references room_types,
  clean        smallint not null default 1 check (clean in (0, 1)),
  active       boolean not null default true,
  occupied_by  integer unique,
  version      integer not null default 1
);

create index rooms_type_idx on rooms (room_type_id) where active;
