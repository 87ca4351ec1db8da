import { isBusinessDateClock, type ServiceDeps } from '@pms/service-kit';
import { ensureBusinessDate } from '../db/business-date';

/**
 * At start: makes the business date on the first start (the calendar date) and sets this process's
 * clock to it, so every "today" of the service — and, through the event, of every other service —
 * is the business date from the first request on.
 */
export async function startBusinessDate({ sql, clock, log }: Pick<ServiceDeps, 'sql' | 'clock' | 'log'>): Promise<void> {
  const row = await ensureBusinessDate(sql, clock.calendarDate());
  if (isBusinessDateClock(clock)) clock.setBusinessDate(row.business_date, row.version);
  log.info({ business_date: row.business_date, calendar_date: clock.calendarDate() }, 'business date');
}
