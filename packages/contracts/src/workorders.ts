/**
 * Maintenance work orders ("room issues", docs/product.md §3, §7): svc-rooms owns them; each change is
 * published as `RoomIssueState` on `pms.rooms.issue.<room_issue_id>` (events.ts), from which
 * svc-reservations takes the room out of its type's inventory. See docs/rooms.md.
 *
 * Dates: a work order covers `start_date` through `end_date` INCLUSIVE — the room is out of order
 * on each of those days (nights), so a one-day job has start = end.
 */
import { z } from 'zod';
import { emptyIfMissing, Id } from './common';
import { IsoDate } from './dates';
import { tooLongMessage } from './rules/guest';
import { WORK_ORDER_LIMITS } from './rules/workorders';

/** The date rules and limits (zod-free) live in `rules/workorders.ts`. */
export * from './rules/workorders';

/** Positions of the `vals` array the maintenance screen sends (docs/product.md §7). */
export const WORK_ORDER_FIELDS = ['room_id', 'issue', 'user_id', 'start_date', 'end_date'] as const;

export const IssueText = z.preprocess(
  emptyIfMissing,
  z
    .string('must be text')
    .trim()
    .min(1, 'must describe the problem')
    .max(WORK_ORDER_LIMITS.issueMaxLength, tooLongMessage(WORK_ORDER_LIMITS.issueMaxLength)),
);

const workOrderShape = {
  room_id: Id,
  issue: IssueText,
  /** Ignored: the user is the session's. Kept so the screen's array shape parses. */
  user_id: z.unknown().optional(),
  start_date: IsoDate,
  end_date: IsoDate,
};
export const WorkOrderFields = z.object(workOrderShape);
export type WorkOrderFields = z.infer<typeof WorkOrderFields>;

/**
 * Body of `POST /api/hw/room_issues` and `PUT /api/hw/room_issues/{id}`:
 * `{vals: [room_id, issue, user_id, start_date, end_date]}` as the screen sends it, or
 * `{vals: {room_id, issue, start_date, end_date}}`. 400 answers name the fields
 * (`room_id`, `issue`, `start_date`, `end_date`), not the array positions.
 */
/** `vals`: the SPEC's list `[room_id, issue, user_id, start_date, end_date]`, or the same as named fields. */
export const WorkOrderVals = z.preprocess(
  (v) => (Array.isArray(v) ? Object.fromEntries(WORK_ORDER_FIELDS.map((k, i) => [k, v[i]])) : v),
  z.object(workOrderShape, 'must be [room_id, issue, user_id, start_date, end_date]'),
);
export const WorkOrderBody = z.object({ vals: WorkOrderVals }, 'must be an object with vals');
export type WorkOrderInput = z.input<typeof WorkOrderBody>;

/** `vals.start_date` → `start_date`: the field names the screens show. */
export function workOrderFieldName(path: readonly PropertyKey[]): string {
  const [head, field] = path;
  if (head === 'vals' && field !== undefined) return String(field);
  return path.length ? path.map(String).join('.') : '(body)';
}

export const RoomIssueParams = z.object({ id: Id });

/** `GET /api/hw/room_issues`: the open (not fixed) work orders, docs/product.md §3 fields plus a few. */
export const RoomIssue = z.object({
  room_issue_id: z.number().int(),
  room_id: z.number().int(),
  room_num: z.string(),
  /** The room type's name. */
  type: z.string(),
  room_type_id: z.number().int(),
  start_date: IsoDate,
  end_date: IsoDate,
  issue: z.string(),
  user_id: z.number().int(),
  created_at: z.string(),
  version: z.number().int(),
});
export type RoomIssue = z.infer<typeof RoomIssue>;
export const RoomIssueList = z.array(RoomIssue);

/**
 * Answer of POST / PUT room_issues and PUT room_issues_fixed. The work order is recorded even when
 * taking its room out would oversell a night: those nights are listed in `oversold_nights` so the
 * manager sees the conflict. `oversold_check` is `unavailable` when svc-reservations did not answer
 * in time (the work order is recorded all the same; the nights are then unknown, not "none").
 */
export const WorkOrderAnswer = z.object({
  room_issue_id: z.number().int(),
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
  start_date: IsoDate,
  end_date: IsoDate,
  issue: z.string(),
  fixed: z.boolean(),
  version: z.number().int(),
  oversold_nights: z.array(IsoDate),
  oversold_check: z.enum(['done', 'unavailable', 'not_needed']),
  message: z.string(),
});
export type WorkOrderAnswer = z.infer<typeof WorkOrderAnswer>;

// ---- the oversold query (answered by svc-reservations) ----------------------------------------------

/**
 * Request/reply subject svc-reservations answers: which nights of a room type would be oversold if
 * one more unit were taken out of order for `start_date` through `end_date` (inclusive).
 */
export const OVERSOLD_QUERY = 'pms.reservations.query.oversold';

export const OversoldQuery = z.object({
  room_type_id: Id,
  start_date: IsoDate,
  end_date: IsoDate,
  /**
   * The work order being created/changed: its own current contribution to out_of_order is left out
   * of the count (it may or may not already be applied when the query arrives), so the answer is the
   * same whatever the timing.
   */
  exclude_issue_id: Id.optional(),
});
export type OversoldQuery = z.infer<typeof OversoldQuery>;

/** Nights (sorted) where sold + out_of_order (without `exclude_issue_id`) + 1 > capacity. */
export const OversoldReply = z.object({ nights: z.array(IsoDate) });
export type OversoldReply = z.infer<typeof OversoldReply>;
