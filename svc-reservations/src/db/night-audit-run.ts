import { commands, eventTypes, subjects } from '@pms/contracts/events';
import {
  PostNightReply,
  type NightAuditCompleted,
  type NightAuditPreview,
  type NightAuditReport,
  type PostNightCommand,
} from '@pms/contracts/night-audit';
import { conflict, enqueueEvent, isBusinessDateClock, recordAudit, RefusalWithBody, type AuditActor, type ServiceDeps, retryingConflicts } from '@pms/service-kit';
import type { ReservationsConfig } from '../config';
import { nightAuditReport } from '../domain/night-audit';
import { lockBusinessDate, readBusinessDate, rollBusinessDate } from './business-date';
import { dueOuts, extendDueOuts, extendedOn, markNoShows, nightPostings, noShowCandidates, noShowsOn } from './night-audit-steps';
import { roomsOfNight, storeReport } from './night-audits';

/**
 * The night audit's order of work (docs/billing.md "Night audit"): never one long transaction, and
 * never a transaction open while billing posts. One run at a time: a session-level advisory lock on
 * a connection of its own, held for the run (a second run answers 409; a crashed run's lock goes
 * with its connection). Each step commits on its own and is idempotent per stay and date, so a run
 * that stopped (billing unreachable: 503) is resumed by running it again.
 */

export type AuditDeps = Pick<ServiceDeps<ReservationsConfig>, 'sql' | 'bus' | 'clock' | 'log' | 'config'>;

const LOCK = 'pms.reservations.night-audit';
/** Billing posts a night for the whole house in one request: give it time (≈ 900 stays). */
const POST_NIGHT_TIMEOUT_MS = 120_000;

/** What closing the current business date would do now, for the screen's pre-audit list. */
export async function previewNightAudit({ sql, clock, config }: AuditDeps): Promise<NightAuditPreview> {
  const { business_date } = await readBusinessDate(sql);
  const calendar = clock.calendarDate();
  return {
    business_date,
    calendar_date: calendar,
    // The calendar has not passed the business date yet: closing before midnight (allowed; the screen warns).
    closes_early: calendar <= business_date,
    due_out_policy: config.NIGHT_AUDIT_DUE_OUTS,
    no_shows: await noShowCandidates(sql, business_date, config.NO_SHOW_FEE),
    extensions: await dueOuts(sql, business_date),
  };
}

/** Closes `businessDate` (it must be the current one) and answers its report. The actor's username null: the automatic run. */
export async function runNightAudit(deps: AuditDeps, businessDate: string, actor: AuditActor): Promise<NightAuditReport> {
  const { sql } = deps;
  const session = await sql.reserve();
  try {
    const [held] = await session<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtext(${LOCK})) as locked`;
    if (!held?.locked) throw conflict('A night audit is running now; its report will be in the list when it finishes.');
    try {
      return await closeDay(deps, businessDate, actor);
    } finally {
      await session`select pg_advisory_unlock(hashtext(${LOCK}))`;
    }
  } finally {
    session.release();
  }
}

async function closeDay(deps: AuditDeps, date: string, actor: AuditActor): Promise<NightAuditReport> {
  const { sql, bus, clock, log, config } = deps;
  const runBy = actor.username;
  const current = await readBusinessDate(sql);
  if (current.business_date !== date)
    throw conflict(`The business date is ${current.business_date}; only that day can be closed.`, { business_date: `is not ${current.business_date}` });

  if (config.NIGHT_AUDIT_DUE_OUTS === 'stop') {
    const stays = await dueOuts(sql, date);
    if (stays.length > 0)
      throw new RefusalWithBody({
        error: 'due_outs_pending',
        message: `${stays.length} guest${stays.length === 1 ? ' is' : 's are'} still in the house on the departure date; check them out (or extend the stays) before closing ${date}.`,
        stays,
      });
  }
  // Steps 1 and 2, each one transaction.
  const extended = await retryingConflicts(() => sql.begin((tx) => extendDueOuts(tx, date, actor)));
  const noShows = await retryingConflicts(() => sql.begin((tx) => markNoShows(tx, date, { policy: config.NO_SHOW_FEE, taxed: config.NO_SHOW_FEE_TAXED }, actor)));

  // Step 3: one request to billing, no transaction open. Unreachable → 503, the date does not move.
  const postings = await nightPostings(sql, date);
  const command: PostNightCommand = { business_date: date, postings, posted_by: runBy ?? 'night audit' };
  const reply = PostNightReply.parse(await bus.request(commands.postNight, command, { timeoutMs: POST_NIGHT_TIMEOUT_MS }));
  if (!reply.ok) throw conflict(`Billing could not post the night of ${date}: ${reply.message}`, { billing: reply.reason });

  // Step 4: the report and the roll, one transaction.
  const rooms = await roomsOfNight(sql, date, postings.filter((p) => p.kind === 'room').length);
  const [noShowList, extendedList] = await Promise.all([noShowsOn(sql, date), extendedOn(sql, date)]);
  const report = nightAuditReport({ businessDate: date, rooms, money: reply.money, noShows: noShowList, extended: extendedList, completedAt: clock.now(), runBy });
  const next = await retryingConflicts(() =>
    sql.begin(async (tx) => {
      const row = await lockBusinessDate(tx);
      if (row.business_date !== date) throw conflict(`The business date moved to ${row.business_date} during the audit.`);
      await storeReport(tx, report);
      const rolled = await rollBusinessDate(tx, row);
      await recordAudit(tx, actor, { action: 'business_date.closed', entity: 'business_date', entity_id: date, changes: { business_date: [date, rolled.business_date] } });
      await enqueueEvent<NightAuditCompleted>(tx, subjects.nightAudit(date), eventTypes.nightAuditCompleted, 1, {
        business_date: date,
        next_business_date: rolled.business_date,
        report,
      });
      return rolled;
    }),
  );
  // This process at once; every other one through the business date event.
  if (isBusinessDateClock(clock)) clock.setBusinessDate(next.business_date, next.version);
  log.info({ business_date: date, next: next.business_date, extended, noShows, posted: reply.posted, run_by: runBy }, 'night audit closed the day');
  return report;
}
