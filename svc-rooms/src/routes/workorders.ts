import { Hono, type Context } from 'hono';
import {
  RoomIssueParams,
  WorkOrderBody,
  workOrderFieldName,
  type WorkOrderAnswer,
  type WorkOrderFields,
} from '@pms/contracts/workorders';
import { auditActor, readBody, sessionActorKey, validate, withIdempotencyKey, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { createWorkOrder, fixWorkOrder, openWorkOrders, unfixWorkOrder, updateWorkOrder, type WorkOrderRecord } from '../db/workorders';
import { checkOversold, type OversoldOutcome } from '../events/oversold';

/** The body of a create/update, with 400s naming `room_id`, `issue`, `start_date`, `end_date`. */
async function readWorkOrder(c: Context<AppEnv>): Promise<WorkOrderFields> {
  return (await readBody(c, WorkOrderBody, workOrderFieldName)).vals;
}

function answerOf(record: WorkOrderRecord, oversold: OversoldOutcome, what: 'recorded' | 'updated' | 'reopened'): WorkOrderAnswer {
  let message = `Work order ${record.room_issue_id} ${what}: room ${record.room_num} is out of order from ${record.start_date} to ${record.end_date}.`;
  if (oversold.oversold_check === 'unavailable') {
    message += ' The oversold check could not be made now; look at availability for these dates.';
  } else if (oversold.oversold_nights.length) {
    message += ` Taking the room out oversells ${oversold.oversold_nights.length === 1 ? 'the night of' : 'the nights of'} ${oversold.oversold_nights.join(', ')}.`;
  }
  return { ...record, ...oversold, message };
}

/** Maintenance work orders (docs/product.md §7; docs/rooms.md). */
export function workOrderRoutes({ sql, bus, clock, log }: ServiceDeps) {
  return new Hono<AppEnv>()
    .get('/api/hw/room_issues', async (c) => c.json(await openWorkOrders(sql)))
    .post('/api/hw/room_issues', async (c) => {
      const fields = await readWorkOrder(c);
      const today = clock.today();
      // A retried submit (same key) answers the first work order and records nothing new.
      const { body } = await withIdempotencyKey(sql, `rooms.workorder.${sessionActorKey(c)}`, c.req.header('idempotency-key'), async (tx) => ({
        status: 201,
        body: await createWorkOrder(tx, fields, auditActor(c, clock), today),
      }));
      const record = body as WorkOrderRecord;
      const oversold = await checkOversold(bus, c.var.log ?? log, record, today);
      return c.json(answerOf(record, oversold, 'recorded'), 201);
    })
    .put('/api/hw/room_issues/:id', validate('param', RoomIssueParams), async (c) => {
      const { id } = c.req.valid('param');
      const fields = await readWorkOrder(c);
      const today = clock.today();
      const record = await sql.begin((tx) => updateWorkOrder(tx, id, fields, auditActor(c, clock), today));
      const oversold = await checkOversold(bus, c.var.log ?? log, record, today);
      return c.json(answerOf(record, oversold, 'updated'));
    })
    .put('/api/hw/room_issues_fixed/:id', validate('param', RoomIssueParams), async (c) => {
      const { id } = c.req.valid('param');
      const { record, alreadyFixed } = await sql.begin((tx) => fixWorkOrder(tx, id, auditActor(c, clock)));
      const message = `Work order ${id} ${alreadyFixed ? 'was already' : 'is'} fixed: room ${record.room_num} is back in service for ${record.start_date} to ${record.end_date}.`;
      return c.json({ ...record, oversold_nights: [], oversold_check: 'not_needed', message } satisfies WorkOrderAnswer);
    })
    // Undo of Fixed: the work order is open again and its nights leave inventory again (docs/rooms.md).
    .put('/api/hw/room_issues_unfixed/:id', validate('param', RoomIssueParams), async (c) => {
      const { id } = c.req.valid('param');
      const today = clock.today();
      const record = await sql.begin((tx) => unfixWorkOrder(tx, id, auditActor(c, clock)));
      const oversold = await checkOversold(bus, c.var.log ?? log, record, today);
      return c.json(answerOf(record, oversold, 'reopened'));
    });
}
