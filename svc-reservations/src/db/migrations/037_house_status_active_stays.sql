-- HOUSE STATUS counts the stays of active reservations over a date (inventory-reports.ts). Joining
-- each of the ~1,500 stays concerning a date to its reservation for `active` was most of its cost
-- at a million stays (~6,500 buffers, docs/performance.md "Where one alone request goes"). The
-- stay now carries its reservation's `active`, kept here and nowhere else: a stay takes it from its
-- reservation when written, and a reservation's change of `active` (cancel, night-audit no-show)
-- reaches its stays in the same transaction — so every writer, this release's and the previous
-- one's (rolling upgrade), keeps it without knowing. `reservations.active` stays the truth.
alter table res_rooms add column reservation_active boolean not null default true;
update res_rooms s set reservation_active = false
from reservations r
where r.reservation_id = s.reservation_id and not r.active;

-- The search path of the migration, so the bench seed's direct inserts (no search path) resolve it.
create function res_room_reservation_active() returns trigger language plpgsql set search_path from current as $$
begin
  new.reservation_active := coalesce((select r.active from reservations r where r.reservation_id = new.reservation_id), true);
  return new;
end $$;
create trigger res_rooms_reservation_active before insert or update of reservation_id, reservation_active on res_rooms
  for each row execute function res_room_reservation_active();

create function reservation_active_to_stays() returns trigger language plpgsql set search_path from current as $$
begin
  update res_rooms set reservation_active = new.active where reservation_id = new.reservation_id;
  return null;
end $$;
create trigger reservations_active_to_stays after update of active on reservations
  for each row when (old.active is distinct from new.active) execute function reservation_active_to_stays();

-- Each count of HOUSE STATUS is then one index-only range of the stays it counts (the columns it
-- tests carried in the index; pages all-visible once vacuumed).
create index res_rooms_active_arrival_idx on res_rooms (check_in_date) include (checked_in)
  where reservation_active and not no_show;
create index res_rooms_active_nights_idx on res_rooms using gist (daterange(check_in_date, check_out_date)) include (check_in_date, check_out_date)
  where reservation_active and not no_show;
create index res_rooms_active_due_out_idx on res_rooms (check_out_date)
  where reservation_active and checked_in and not checked_out;
create index res_rooms_active_departed_on_idx on res_rooms (coalesce(checked_out_on, check_out_date)) include (checked_out_on, check_out_date)
  where reservation_active and checked_out;
