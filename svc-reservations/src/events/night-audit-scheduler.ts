import { HttpError, systemActor, timeOfDayIn } from '@pms/service-kit';
import { readBusinessDate } from '../db/business-date';
import { runNightAudit, type AuditDeps } from '../db/night-audit-run';
import { auditDue } from '../domain/night-audit';
import { repeatEvery } from './repeat';

/**
 * The automatic night audit (docs/billing.md "Automatic run"): whenever the business date is behind
 * the calendar date and the hotel's clock has passed `NIGHT_AUDIT_AT` — or the calendar is two days
 * or more ahead (the service was down) — the business date is closed, day by day, in order, by the
 * same run a manager starts (`run_by` null). Every replica checks; the run's lock and its date check
 * let one of them close each day. A run that fails (billing unreachable, due-outs under `stop`) is
 * logged and tried again on the next check.
 */
export function nightAuditScheduler(deps: AuditDeps) {
  const log = deps.log.child({ component: 'night-audit-scheduler' });
  return {
    /** Closes every day that is due now; answers how many it closed. */
    async tick(): Promise<number> {
      let closed = 0;
      for (;;) {
        const { business_date } = await readBusinessDate(deps.sql);
        const due = auditDue({
          businessDate: business_date,
          calendarDate: deps.clock.calendarDate(),
          timeOfDay: timeOfDayIn(deps.clock.timeZone, deps.clock.now()),
          at: deps.config.NIGHT_AUDIT_AT,
        });
        if (!due) return closed;
        try {
          await runNightAudit(deps, business_date, systemActor(deps.clock));
          closed++;
        } catch (err) {
          const line = { err, business_date };
          // Another replica closing the same day is not a problem worth a warning.
          if (err instanceof HttpError && err.status === 409 && err.code === 'conflict') log.info(line, 'automatic night audit not run now');
          else log.warn(line, 'automatic night audit failed; trying again at the next check');
          return closed;
        }
      }
    },
  };
}

/** The scheduler in the background: a check every `everyMs` until stopped. */
export function startNightAuditScheduler(deps: AuditDeps, everyMs = 30_000) {
  const scheduler = nightAuditScheduler(deps);
  return repeatEvery(everyMs, deps.log, 'night audit check', () => scheduler.tick());
}
