import { addDays } from '@pms/contracts/dates';
import { inventoryChanges, type InventoryChange, type StayNights } from './inventory';

/** What of a work order matters to inventory (the projection row, or the event's state). */
export interface WorkOrderNights {
  room_type_id: number;
  /** First date out of order. */
  start_date: string;
  /** Last date out of order (INCLUSIVE: a one-day job has start = end). */
  end_date: string;
  fixed: boolean;
}

/**
 * An open work order holds one unit of its room type on every date from start through end
 * inclusive — in the inventory's terms a "stay" from start to the day after end. A fixed one holds
 * nothing.
 */
function heldNights(order: WorkOrderNights | undefined): StayNights[] {
  if (!order || order.fixed || order.end_date < order.start_date) return [];
  return [{ roomTypeId: order.room_type_id, arrival: order.start_date, departure: addDays(order.end_date, 1) }];
}

/**
 * The out-of-order units to give back and take when a work order goes from `before` (undefined:
 * first seen) to `after`, netted per room-type night and in the inventory's lock order. Covers
 * every change svc-rooms can make: new, dates moved or shortened, moved to a room of another type,
 * fixed (and, should it ever happen, reopened).
 */
export function outOfOrderChanges(before: WorkOrderNights | undefined, after: WorkOrderNights): InventoryChange[] {
  return inventoryChanges(heldNights(before), heldNights(after));
}
