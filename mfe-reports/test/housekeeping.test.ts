import { describe, expect, it } from 'vitest';
import { HousekeepingParams, type HousekeepingRow } from '@pms/contracts/housekeeping';
import { matchRoute } from '@pms/contracts/routes';
import { HOUSEKEEPING_FILTERS } from '@pms/contracts/rules/statuses';
import {
  ALL_FILTERS,
  NO_FILTERS,
  filterSummary,
  filtersFromSearch,
  housekeepingPath,
  patchRows,
  pruneRecent,
  rowsFromAnswer,
  setFilter,
  updateCleanPath,
} from '../src/logic/housekeeping';
import { housekeepingRow } from './rows';

const row = (over: Partial<HousekeepingRow>): HousekeepingRow => housekeepingRow({ type: '2 Queens', ...over });

describe('housekeeping filters', () => {
  it('has the nine checkboxes of the spec, in its order and words', () => {
    expect(HOUSEKEEPING_FILTERS.map((f) => f.label)).toEqual([
      'Clean', 'Dirty', 'Vacant', 'Occupied', 'Arrived', 'Stay Over', 'Due Out', 'Departed', 'Not Reserved',
    ]);
    expect(Object.keys(ALL_FILTERS).sort()).toEqual(Object.keys(HousekeepingParams.shape).sort());
  });

  it('builds the route-table path with each flag true/false in the path order, and the contract reads it back', () => {
    const f = setFilter(setFilter(NO_FILTERS, 'dirty', true), 'dueOut', true);
    const path = housekeepingPath(f);
    expect(path).toBe('/api/hw/housekeeping_status/false/true/false/false/false/false/true/false/false');
    const match = matchRoute('GET', path);
    expect(match && 'route' in match && match.route.owner).toBe('rooms');
    const params = match && 'route' in match ? match.params : {};
    expect(HousekeepingParams.parse(params)).toEqual(f);
    expect(HousekeepingParams.parse((matchRoute('GET', housekeepingPath(ALL_FILTERS)) as { params: object }).params)).toEqual(ALL_FILTERS);
  });

  it('Select All checks every box, Clear All none; setFilter changes only its box', () => {
    expect(Object.values(ALL_FILTERS).every(Boolean)).toBe(true);
    expect(Object.values(NO_FILTERS).some(Boolean)).toBe(false);
    const one = setFilter(NO_FILTERS, 'stayOver', true);
    expect(Object.entries(one).filter(([, v]) => v)).toEqual([['stayOver', true]]);
    expect(setFilter(one, 'stayOver', false)).toEqual(NO_FILTERS);
  });

  it('summarises the filters for the printed page', () => {
    expect(filterSummary(NO_FILTERS)).toBe('All rooms');
    expect(filterSummary(setFilter(setFilter(NO_FILTERS, 'clean', true), 'notReserved', true))).toBe('Clean, Not Reserved');
  });

  it('ticks the boxes the address names (?show=dirty,vacant), ignoring other names', () => {
    expect(filtersFromSearch('?show=dirty,vacant')).toEqual(setFilter(setFilter(NO_FILTERS, 'dirty', true), 'vacant', true));
    expect(filtersFromSearch('?show=dirty,nonsense')).toEqual(setFilter(NO_FILTERS, 'dirty', true));
    expect(filtersFromSearch('')).toEqual(NO_FILTERS);
  });
});

describe('housekeeping calls', () => {
  it('saves cleanliness at PUT /api/hw/updateCleanStatus/{clean}/{room_id}, value first', () => {
    const path = updateCleanPath(0, 17);
    expect(path).toBe('/api/hw/updateCleanStatus/0/17');
    const match = matchRoute('PUT', path);
    expect(match && 'route' in match ? match.params : undefined).toEqual({ clean: '0', room_id: '17' });
  });
});

describe('live room events on the board', () => {
  it('patches the rooms of the changes, the latest change of a room winning, and leaves the rest alone', () => {
    const rows = [row({ room_id: 1 }), row({ room_id: 2, room_num: '102' })];
    const patched = patchRows(rows, [
      { room_id: 2, clean: 0, occupied: 0 },
      { room_id: 2, clean: 0, occupied: 1 },
      { room_id: 99, clean: 0, occupied: 1 },
    ]);
    expect(patched[1]).toMatchObject({ room_id: 2, clean: 0, occupied: 1 });
    expect(patched[0]).toBe(rows[0]);
    expect(patched).toHaveLength(2);
    expect(patchRows(rows, [])).toBe(rows);
  });

  it('lays the changes learnt after a query was sent over its answer, not those learnt before', () => {
    const answer = [row({ room_id: 1, clean: 1 }), row({ room_id: 2, clean: 1 })];
    const recent = [
      { at: 100, patch: { room_id: 1, clean: 0 as const, occupied: 0 as const } },
      { at: 300, patch: { room_id: 2, clean: 0 as const, occupied: 1 as const } },
    ];
    // Sent at 200: the change at 100 is in the answer already; the one at 300 may not be.
    const rows = rowsFromAnswer(answer, 200, recent);
    expect(rows.map((r) => [r.clean, r.occupied])).toEqual([[1, 0], [0, 1]]);
    expect(rowsFromAnswer(answer, 400, recent)).toEqual(answer);
    expect(pruneRecent(recent, 60_150)).toEqual([recent[1]]);
  });
});
