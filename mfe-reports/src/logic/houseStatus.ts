/**
 * HOUSE STATUS (docs/product.md §2, §3, §9): the three panels from `house_status_rooms` (rooms now) and
 * `house_status_res_rooms/{date}` (stays of the date); tonight's figures by the rules module's
 * `houseStatusTonight`.
 */
import type { HouseStatusRooms } from '@pms/contracts/housekeeping';
import type { HouseStatusResRooms } from '@pms/contracts/reports';
import { houseStatusTonight } from '@pms/contracts/rules/statuses';

export type { HouseStatusResRooms, HouseStatusRooms };

export interface PanelLine {
  /** Stable id for tests and keys. */
  id: string;
  label: string;
  value: number;
}

export interface HouseStatusPanels {
  /** Tonight's occupancy for the gauge: the maximum occupied of the rooms to sell. */
  tonight: { occupied: number; toSell: number };
  roomSummary: PanelLine[];
  activity: PanelLine[];
  housekeeping: PanelLine[];
}

/** The lines of the three panels, in the order the screen shows them. */
export function houseStatusPanels(rooms: HouseStatusRooms, res: HouseStatusResRooms): HouseStatusPanels {
  const { minAvailable, maxOccupied } = houseStatusTonight(rooms.roomsToSell, res);
  return {
    tonight: { occupied: maxOccupied, toSell: rooms.roomsToSell },
    roomSummary: [
      { id: 'roomsToSell', label: 'Rooms to Sell', value: rooms.roomsToSell },
      { id: 'minAvailable', label: 'Minimum Available Tonight', value: minAvailable },
      { id: 'maxOccupied', label: 'Maximum Occupied Tonight', value: maxOccupied },
    ],
    activity: [
      { id: 'stayovers', label: 'Stayovers', value: res.stayovers },
      { id: 'departuresPending', label: 'Pending Departures', value: res.departuresPending },
      { id: 'departuresActual', label: 'Actual Departures', value: res.departuresActual },
      { id: 'arrivalsPending', label: 'Pending Arrivals', value: res.arrivalsPending },
      { id: 'arrivalsActual', label: 'Actual Arrivals', value: res.arrivalsActual },
    ],
    housekeeping: [
      { id: 'cleanVacant', label: 'Clean Vacant', value: rooms.cleanVacant },
      { id: 'cleanOccupied', label: 'Clean Occupied', value: rooms.cleanOccupied },
      { id: 'dirtyVacant', label: 'Dirty Vacant', value: rooms.dirtyVacant },
      { id: 'dirtyOccupied', label: 'Dirty Occupied', value: rooms.dirtyOccupied },
    ],
  };
}
