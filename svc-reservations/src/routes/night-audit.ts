import { Hono } from 'hono';
import { NightAuditBody, NightAuditParams, type NightAuditList, type NightAuditPreview, type NightAuditReport } from '@pms/contracts/night-audit';
import { auditActor, hotelMetrics, notFound, readBody, validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import type { ReservationsConfig } from '../config';
import { previewNightAudit, runNightAudit } from '../db/night-audit-run';
import { findReport, listReports } from '../db/night-audits';

/**
 * The night audit (docs/billing.md "Night audit"), Manager and up by the permission table
 * (`night_audit.run`; the kit's session guard reads each route's level from the route table):
 * the preview, the run (answers when the day is closed, with its report), the list and one report.
 */
export function nightAuditRoutes(deps: ServiceDeps<ReservationsConfig>) {
  const { sql } = deps;
  return new Hono<AppEnv>()
    .get('/api/night-audit/preview', async (c) => c.json<NightAuditPreview>(await previewNightAudit(deps)))
    .post('/api/night-audit', async (c) => {
      const { business_date } = await readBody(c, NightAuditBody);
      // Who ran it comes from the session, never from the body.
      const timer = hotelMetrics.nightAuditDuration.startTimer();
      const report = await runNightAudit({ ...deps, log: c.var.log ?? deps.log }, business_date, auditActor(c, deps.clock));
      timer();
      return c.json<NightAuditReport>(report);
    })
    .get('/api/night-audit', async (c) => c.json<NightAuditList>(await listReports(sql)))
    .get('/api/night-audit/:date', validate('param', NightAuditParams), async (c) => {
      const { date } = c.req.valid('param');
      const report = await findReport(sql, date);
      if (!report) throw notFound(`No night audit has closed ${date}.`);
      return c.json<NightAuditReport>(report);
    });
}
