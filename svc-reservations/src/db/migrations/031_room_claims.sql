-- Room claims (docs/reservations.md "Rooms through svc-rooms: claim, commit, confirm"): a check-in
-- or a room move asks svc-rooms for a room without holding a transaction open while it waits. The
-- claim is committed first, svc-rooms is asked, and the answer is recorded (or undone) in a second
-- transaction that removes the claim. A claim left behind (a crash, an answer that never came and a
-- give-back that could not be sent) is settled later by the room sync: svc-rooms is made to agree
-- with what the stay records.
create table room_claims (
  res_room_id  integer primary key references res_rooms,
  -- The room asked for, and the room type it was asked with.
  room_id      integer not null,
  room_type_id integer not null,
  kind         text not null check (kind in ('check_in', 'move')),
  -- Which request holds the claim: only it records the answer.
  token        uuid not null,
  claimed_at   timestamptz not null default now(),
  -- pending: a request is waiting for svc-rooms; unsettled: its outcome is unknown and giving the
  -- room back did not get through either (the room sync retries).
  state        text not null default 'pending' check (state in ('pending', 'unsettled'))
);
