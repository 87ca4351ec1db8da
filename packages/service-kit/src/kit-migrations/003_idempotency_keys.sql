-- The first successful answer to a request carrying an `Idempotency-Key`, stored in the same
-- transaction as the work it answers: a retry gets the stored answer and changes nothing.
create table idempotency_keys (
  scope      text not null,
  key        text not null,
  status     integer not null,
  body       jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);

create index idempotency_keys_created_idx on idempotency_keys (created_at);
