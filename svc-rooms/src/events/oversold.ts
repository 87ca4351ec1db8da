import { OVERSOLD_QUERY, OversoldReply, type OversoldQuery, type WorkOrderAnswer } from '@pms/contracts/workorders';
import type { Bus, Logger } from '@pms/service-kit';
import type { WorkOrderRecord } from '../db/workorders';

/** Short: the work order is already recorded; a slow inventory must not hold the manager's screen. */
const OVERSOLD_TIMEOUT_MS = 1500;

export type OversoldOutcome = Pick<WorkOrderAnswer, 'oversold_nights' | 'oversold_check'>;

/**
 * Asks svc-reservations (the inventory owner) which of the work order's nights would be oversold
 * with its room out of order. Rooms cannot see inventory, so this is a request over the bus, made
 * after the work order committed: when it gets no answer the work order stands and the answer says
 * the check could not be made (`unavailable`), never "no oversold nights".
 */
export async function checkOversold(bus: Bus, log: Logger, record: WorkOrderRecord, today: string): Promise<OversoldOutcome> {
  const start = record.start_date > today ? record.start_date : today;
  if (record.fixed || start > record.end_date) return { oversold_nights: [], oversold_check: 'not_needed' };
  const query: OversoldQuery = {
    room_type_id: record.room_type_id,
    start_date: start,
    end_date: record.end_date,
    exclude_issue_id: record.room_issue_id,
  };
  try {
    const reply = OversoldReply.parse(await bus.request(OVERSOLD_QUERY, query, { timeoutMs: OVERSOLD_TIMEOUT_MS }));
    return { oversold_nights: [...reply.nights].sort(), oversold_check: 'done' };
  } catch (err) {
    log.warn({ err, room_issue_id: record.room_issue_id }, 'the oversold check of a work order could not be made');
    return { oversold_nights: [], oversold_check: 'unavailable' };
  }
}
