import { expect } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { bookingBody } from './checks';
import { SCHEMAS, type Schema, type Suite } from './suite';

/**
 * What reliability/test/audit.test.ts asks of the suite: calls as one of its signed-in users, and
 * `audited(run)` — a write's answer with exactly the audit entries it left, in every service.
 */
export interface AuditRow {
  schema: Schema;
  entry_id: number;
  user_id: number | null;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string;
  changes: Record<string, [unknown, unknown]>;
}

export function auditProbe<Who extends string>(suiteOf: () => Suite, cookies: Record<Who, string>) {
  const call = async (who: Who | null, method: string, path: string, body?: unknown) => {
    const res = await suiteOf().request(method, path, { cookie: who ? cookies[who] : null, body });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text };
  };
  const lastIds = async () => {
    const { sql } = suiteOf();
    const ids = await Promise.all(
      SCHEMAS.map(async (s) => [s, Number((await sql[s]<{ n: string }[]>`select coalesce(max(entry_id), 0) as n from audit_entries`)[0]!.n)] as const),
    );
    return Object.fromEntries(ids) as Record<Schema, number>;
  };
  const entriesSince = async (since: Record<Schema, number>): Promise<AuditRow[]> => {
    const { sql } = suiteOf();
    const rows = await Promise.all(
      SCHEMAS.map(async (schema) =>
        (
          await sql[schema]<Omit<AuditRow, 'schema'>[]>`
            select entry_id::int, user_id, username, action, entity, entity_id, changes from audit_entries
            where entry_id > ${since[schema]} order by entry_id`
        ).map((r) => ({ ...r, schema })),
      ),
    );
    return rows.flat();
  };
  /** Runs one write and answers its status and the entries it left (exactly what it wrote, everywhere). */
  const audited = async (run: () => Promise<{ status: number; json: Record<string, unknown>; text: string }>) => {
    const since = await lastIds();
    const res = await run();
    return { ...res, entries: await entriesSince(since) };
  };
  const bookOne = async (who: Who, last: string, arrival: string, nights = 2) => {
    const res = await call(who, 'POST', '/api/hw/reservation', bookingBody({ type: 1, arrival, departure: addDays(arrival, nights), last }));
    expect(res.status, res.text).toBe(201);
    const reservation_id = res.json.reservation_id as number;
    const stays = (await call(who, 'GET', `/api/hw/res_rooms/${reservation_id}`)).json as unknown as { res_room_id: number }[];
    return { reservation_id, res_room_id: stays[0]!.res_room_id };
  };
  const today = async (who: Who) => (await call(who, 'GET', '/api/business-date')).json.business_date as string;
  const userIdOf = async (username: string) => (await suiteOf().sql.auth<{ user_id: number }[]>`select user_id from users where username = ${username}`)[0]!.user_id;
  return { call, audited, bookOne, today, userIdOf };
}
