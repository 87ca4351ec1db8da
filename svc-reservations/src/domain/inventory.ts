import { stayNights } from '@pms/contracts/dates';

/** The nights a stay holds of its room type: arrival up to (not including) departure. */
export interface StayNights {
  roomTypeId: number;
  arrival: string;
  departure: string;
}

/** Units to add to (positive) or give back to (negative) one room-type night. */
export interface InventoryChange {
  roomTypeId: number;
  night: string;
  delta: number;
}

/**
 * What moving from the stays in `release` to the stays in `take` does to inventory, netted per
 * room-type night: a date change that keeps most nights only touches the nights that differ, so it
 * cannot be refused for a night it already holds. Sorted by room type then night, the order every
 * transaction locks inventory rows in (no deadlocks between bookings).
 */
export function inventoryChanges(release: readonly StayNights[], take: readonly StayNights[]): InventoryChange[] {
  const net = new Map<string, InventoryChange>();
  const add = (stay: StayNights, delta: number) => {
    for (const night of stayNights(stay.arrival, stay.departure)) {
      const key = `${String(stay.roomTypeId).padStart(10, '0')}|${night}`;
      const change = net.get(key) ?? { roomTypeId: stay.roomTypeId, night, delta: 0 };
      change.delta += delta;
      net.set(key, change);
    }
  };
  for (const stay of release) add(stay, -1);
  for (const stay of take) add(stay, +1);
  return [...net.entries()]
    .filter(([, c]) => c.delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, c]) => c);
}
