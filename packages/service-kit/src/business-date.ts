import { subjects } from '@pms/contracts/events';
import { BusinessDateState } from '@pms/contracts/night-audit';
import { processDurable } from './bus/subjects';
import type { Bus, Subscription } from './bus/types';
import { isBusinessDateClock, type Clock } from './clock';
import type { Logger } from './log';

/**
 * Every service follows the hotel's business date (docs/billing.md "Business date"): svc-reservations
 * owns it and publishes `pms.reservations.business_date` (BusinessDateState, version = days closed)
 * after every roll; this follower moves the process's clock to it. The stream keeps the last value,
 * so a process started later learns the current date at once; until then `today()` is the calendar
 * date. Versions only go up, so a replayed or late event never moves the date back.
 */

/**
 * One durable per process (like the revocation list): replicas sharing one would split the events
 * between them and each miss some. NATS removes the durable of a process that died.
 */
export function businessDateDurable(name: string): string {
  return processDurable(name, 'business-date');
}

export interface BusinessDateFollowerOptions {
  bus: Bus;
  clock: Clock;
  log: Logger;
  durable: string;
}

/** Starts following the business date; a clock that cannot hold one (a plain `Clock`) is left alone. */
export async function followBusinessDate({ bus, clock, log, durable }: BusinessDateFollowerOptions): Promise<Subscription> {
  if (!isBusinessDateClock(clock)) return { stop: async () => {} };
  return bus.consume({
    durable,
    filter: subjects.businessDate,
    inactiveThresholdMs: 60 * 60 * 1000,
    handler: async (event) => {
      const parsed = BusinessDateState.safeParse(event.data);
      // A malformed event can never become valid on redelivery: log it and let it go.
      if (!parsed.success) {
        log.error({ eventId: event.id, issues: parsed.error.issues }, 'malformed business date event dropped');
        return;
      }
      if (clock.setBusinessDate(parsed.data.business_date, event.version))
        log.info({ business_date: parsed.data.business_date, version: event.version }, 'business date');
    },
  });
}
