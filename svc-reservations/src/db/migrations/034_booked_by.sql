-- The name of the clerk who booked, from the session (docs/audit.md): the confirmation page says who
-- made the reservation instead of a user id. Reservations an earlier release wrote have only the id;
-- their name is left empty (the users are svc-auth's), and the page falls back to "user <id>".
alter table reservations add column booked_by text;
