import { describe, expect, it } from 'vitest';
import { weekdayName } from '@pms/contracts/rules/dates';
import type { AvailabilityDay } from '@pms/contracts/reports';
import { AVAILABILITY_MODES, availabilityColumns, dayName, occupancyChart } from '../src/logic/availability';
import { houseStatusPanels } from '../src/logic/houseStatus';

const day: AvailabilityDay = {
  date: '2026-03-01',
  day: 'Sunday',
  AvailableType1: 10,
  AvailableType2: -1,
  AvailableType3: 4,
  OccupiedType1: 40,
  OccupiedType2: 11,
  OccupiedType3: 26,
  TotalAvailable: 13,
  TotalOccupied: 77,
};
const types = [
  { room_type_id: 1, type: '2 Queens' },
  { room_type_id: 2, type: 'King' },
  { room_type_id: 3, type: 'Suite' },
];

describe('detailed availability', () => {
  it('has exclusive Availability and Occupancy', () => {
    expect(AVAILABILITY_MODES.map((m) => m.label)).toEqual(['Availability', 'Occupancy']);
  });

  it('shows one column per room type of the answer plus Total Rooms, reading the mode’s numbers', () => {
    const available = availabilityColumns(types, 'availability');
    expect(available.map((c) => c.header)).toEqual(['2 Queens', 'King', 'Suite', 'Total Rooms']);
    expect(available.map((c) => c.value(day))).toEqual([10, -1, 4, 13]);
    const occupied = availabilityColumns(types, 'occupancy');
    expect(occupied.map((c) => c.value(day))).toEqual([40, 11, 26, 77]);
  });

  it('follows the answer’s room types, however many', () => {
    const two = availabilityColumns(types.slice(0, 2), 'availability');
    expect(two.map((c) => c.header)).toEqual(['2 Queens', 'King', 'Total Rooms']);
    const four = availabilityColumns([...types, { room_type_id: 9, type: 'Loft' }], 'occupancy');
    expect(four[3]?.value({ ...day, OccupiedType4: 2 })).toBe(2);
  });

  it('names the day as the answer does, or by the date', () => {
    expect(dayName({ date: '2026-03-02', day: '' })).toBe(weekdayName('2026-03-02'));
    expect(dayName({ date: '2026-03-01', day: '' })).toBe('Sunday');
    expect(dayName(day)).toBe('Sunday');
  });
});

describe('the occupancy chart of detailed availability', () => {
  it('stacks rooms sold per room type over the rooms the day could sell (sold + available)', () => {
    const empty = { ...day, date: '2026-03-02', OccupiedType1: 0, OccupiedType2: 0, OccupiedType3: 0, TotalOccupied: 0, AvailableType1: 0, AvailableType2: 0, AvailableType3: 0, TotalAvailable: 0 };
    const chart = occupancyChart({ roomTypes: types, typeData: [day, empty] });
    expect(chart.series).toEqual(['2 Queens', 'King', 'Suite']);
    // The oversold King (available −1) still counts its 11 sold; capacity 50 + 10 + 30 = 90.
    expect(chart.bars[0]).toEqual({ label: '03-01', values: [40, 11, 26], capacity: 90 });
    // A day with no rooms at all (every type 0 rooms) is an empty bar, not a division by zero.
    expect(chart.bars[1]).toEqual({ label: '03-02', values: [0, 0, 0], capacity: 0 });
  });
});

describe('house status', () => {
  const res = { stayovers: 40, departuresPending: 30, departuresActual: 10, arrivalsPending: 35, arrivalsActual: 5 };
  const rooms = { roomsToSell: 98, cleanVacant: 20, cleanOccupied: 50, dirtyVacant: 18, dirtyOccupied: 12 };

  it('lays out the three panels', () => {
    const p = houseStatusPanels(rooms, res);
    expect(p.tonight).toEqual({ occupied: 80, toSell: 98 });
    expect(p.roomSummary.map((l) => [l.label, l.value])).toEqual([
      ['Rooms to Sell', 98],
      ['Minimum Available Tonight', 18],
      ['Maximum Occupied Tonight', 80],
    ]);
    expect(p.activity.map((l) => l.value)).toEqual([40, 30, 10, 35, 5]);
    expect(p.housekeeping.map((l) => [l.label, l.value])).toEqual([
      ['Clean Vacant', 20],
      ['Clean Occupied', 50],
      ['Dirty Vacant', 18],
      ['Dirty Occupied', 12],
    ]);
  });
});
