import type { Sql } from '../db';
import type { OutboxReading } from './metrics';

/** For `/metrics`: a service's outbox rows waiting to be published and the age of the oldest (outbox.ts). */
export async function readOutbox(sql: Sql): Promise<OutboxReading> {
  const [row] = await sql<{ pending: number; oldest: number }[]>`
    select count(*)::int as pending, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
    from outbox where published_at is null`;
  return { pending: row?.pending ?? 0, oldestAgeSeconds: row?.oldest ?? 0 };
}
