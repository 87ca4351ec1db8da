import { addDays, weekdayName } from '@pms/contracts/dates';
import type { Availability, AvailabilityDay, AvailabilityRoomType } from '@pms/contracts/reports';

/** One room type on one night, as the inventory (or, for a night without a row, the catalog) says. */
export interface TypeNight {
  room_type_id: number;
  night: string;
  capacity: number;
  sold: number;
  out_of_order: number;
}

/**
 * DETAILED AVAILABILITY (docs/product.md §3): for each of `days` dates from `start`, per room type
 * (`roomTypes` in room_type_id order; the Nth is `…TypeN`) Available = capacity − sold − out of
 * order — negative when the night is oversold, so the manager sees it — and Occupied = sold; totals
 * are the sums over all types. `nights` holds every type × date (db/inventory-reports.ts makes the
 * nights without an inventory row from the catalog). Type1–3 are 0 for a property with fewer types.
 */
export function availabilityReport(
  roomTypes: readonly AvailabilityRoomType[],
  nights: readonly TypeNight[],
  start: string,
  days: number,
): Availability {
  const byKey = new Map(nights.map((n) => [`${n.room_type_id}|${n.night}`, n]));
  const typeData: AvailabilityDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(start, i);
    const row: AvailabilityDay = {
      date,
      day: weekdayName(date),
      AvailableType1: 0,
      AvailableType2: 0,
      AvailableType3: 0,
      OccupiedType1: 0,
      OccupiedType2: 0,
      OccupiedType3: 0,
      TotalAvailable: 0,
      TotalOccupied: 0,
    };
    roomTypes.forEach((type, t) => {
      const n = byKey.get(`${type.room_type_id}|${date}`);
      const available = n ? n.capacity - n.sold - n.out_of_order : 0;
      const occupied = n?.sold ?? 0;
      row[`AvailableType${t + 1}`] = available;
      row[`OccupiedType${t + 1}`] = occupied;
      row.TotalAvailable += available;
      row.TotalOccupied += occupied;
    });
    typeData.push(row);
  }
  return { roomTypes: [...roomTypes], typeData };
}
