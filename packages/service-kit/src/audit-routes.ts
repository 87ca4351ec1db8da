import { Hono } from 'hono';
import { AuditServiceQuery } from '@pms/contracts/audit';
import type { AuditEntry } from '@pms/contracts/rules/audit';
import type { ServiceName } from '@pms/contracts/routes';
import type { AppEnv } from './app';
import { verifyAuditChain } from './audit';
import type { Sql } from './db';
import { validate } from './validate';

/**
 * A service's own audit calls (docs/audit.md): `GET /api/audit/{service}/entries` and
 * `GET /api/audit/{service}/verify`. Mount after the service's session guard, which applies the
 * route table's `audit.read` (Manager+). The gateway merges every service's answers.
 */
export function auditRoutes(service: ServiceName, sql: Sql) {
  return new Hono<AppEnv>()
    .get(`/api/audit/${service}/entries`, validate('query', AuditServiceQuery), async (c) => {
      const q = c.req.valid('query');
      const rows = await sql<(Omit<AuditEntry, 'service' | 'entry_id' | 'at'> & { entry_id: string; at: Date; business_date: string | null })[]>`
        select entry_id, at, to_char(business_date, 'YYYY-MM-DD') as business_date, user_id, username, action, entity,
               entity_id, changes, address, request_id
        from audit_entries
        where true
          ${q.entity ? sql`and entity = ${q.entity}` : sql``}
          ${q.entity_id ? sql`and entity_id = ${q.entity_id}` : sql``}
          ${q.username ? sql`and lower(username) = lower(${q.username})` : sql``}
          ${q.action ? sql`and action = ${q.action}` : sql``}
          ${q.from ? sql`and business_date >= ${q.from}` : sql``}
          ${q.to ? sql`and business_date <= ${q.to}` : sql``}
          ${q.before_at ? sql`and (at, entry_id) < (${q.before_at}::timestamptz, ${q.before_entry ?? 0})` : sql``}
        order by at desc, entry_id desc
        limit ${q.limit}`;
      const entries: AuditEntry[] = rows.map((r) => ({ ...r, service, entry_id: Number(r.entry_id), at: r.at.toISOString() }));
      return c.json({ entries });
    })
    .get(`/api/audit/${service}/verify`, async (c) => c.json(await verifyAuditChain(sql)));
}
