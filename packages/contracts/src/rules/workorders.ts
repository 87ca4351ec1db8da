/**
 * Maintenance work orders' rules (docs/product.md §5): a work order covers `start_date` through
 * `end_date` INCLUSIVE — the room is out of order on each of those days — so a one-day job has
 * start = end. svc-rooms checks with these; the maintenance screen may use the same.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */
import { addDays, nightsBetween } from './dates';

export const WORK_ORDER_LIMITS = {
  issueMaxLength: 1000,
  /** Longest work order, in days. */
  maxDays: 366,
  /** How far ahead a work order may start (as far as bookings go). */
  horizonDays: 730,
} as const;

/**
 * docs/product.md §5 maintenance range: start not before today, end not before start (plus sane bounds).
 * `startUnchanged`: an update that keeps a start already past (a job under way) is not refused for it.
 */
export function workOrderDateProblems(
  start: string,
  end: string,
  today: string,
  { startUnchanged = false }: { startUnchanged?: boolean } = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!startUnchanged && start < today) problems.start_date = `must not be before today (${today})`;
  else if (start > addDays(today, WORK_ORDER_LIMITS.horizonDays))
    problems.start_date = `must be within ${WORK_ORDER_LIMITS.horizonDays} days from today`;
  if (end < start) problems.end_date = 'must not be before the start date';
  else if (nightsBetween(start, end) + 1 > WORK_ORDER_LIMITS.maxDays)
    problems.end_date = `a work order can cover at most ${WORK_ORDER_LIMITS.maxDays} days`;
  return problems;
}
