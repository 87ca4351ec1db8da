import { describe, expect, it } from 'vitest';
import type { RoomCandidate } from '@pms/contracts/housekeeping';
import { matchRoute } from '@pms/contracts/routes';
import { WorkOrderBody } from '@pms/contracts/workorders';
import {
  arrivalsPath,
  canAssignRoom,
  canCheckIn,
  checkInFailureMessage,
  pendingDeparturesText,
  pruneChoices,
  roomNumberText,
  roomOptionsFor,
} from '../src/logic/arrivals';
import { filterSummary, guestName, guestsPath, NO_GUEST_FILTERS } from '../src/logic/inhouse';
import {
  ADD_TITLE,
  UPDATE_TITLE,
  earliestStart,
  formErrors,
  formFromIssue,
  formTitle,
  matchRoom,
  newWorkOrderForm,
  oversoldWarning,
  workOrderBody,
} from '../src/logic/workorders';
import { arrivalRow } from './rows';

const arrival = arrivalRow;

const room = (room_id: number, room_num: string, room_type_id: number, clean: 0 | 1 = 1): RoomCandidate => ({
  room_id,
  room_num,
  room_type_id,
  occupied: 0,
  clean,
});

/** Every path the screens call is one of the route table's (the gateway routes by it). */
function routeOf(method: string, path: string): string | undefined {
  const m = matchRoute(method, path);
  return m && 'route' in m ? m.route.path : undefined;
}

describe('arrivals', () => {
  it('asks for the date and the names, empty filters as the word undefined', () => {
    expect(arrivalsPath('2026-03-01', '', '  ')).toBe('/api/hw/arrivals/2026-03-01/undefined/undefined/undefined');
    expect(arrivalsPath('2026-03-01', ' Ann ', "O'Brien")).toBe("/api/hw/arrivals/2026-03-01/Ann/O'Brien/undefined");
    expect(arrivalsPath('2026-03-01', 'a/b', 'x y')).toBe('/api/hw/arrivals/2026-03-01/a%2Fb/x%20y/undefined');
    expect(routeOf('GET', arrivalsPath('2026-03-01', 'Ann', '') as string)).toBe('/api/hw/arrivals/:date/:firstname/:lastname/:confirmationNumber');
  });

  it('asks nothing without a real date (docs/product.md §5: the date may not be empty)', () => {
    for (const bad of ['', '2026-02-30', '03/01/2026', '2026-3-1']) expect(arrivalsPath(bad, 'Ann', '')).toBeNull();
  });

  it('assigns a room only to a stay not yet in, on a future date (issue #17)', () => {
    expect(canAssignRoom({ checked_in: 0, checked_out: 0 }, true)).toBe(true);
    expect(canAssignRoom({ checked_in: 0, checked_out: 0 }, false)).toBe(false);
    expect(canAssignRoom({ checked_in: 1, checked_out: 0 }, true)).toBe(false);
  });

  it('writes the pending departures by room type, or None', () => {
    expect(pendingDeparturesText([])).toBe('None');
    expect(pendingDeparturesText(undefined)).toBe('None');
    expect(
      pendingDeparturesText([
        { type: '2 Queens', pending_departures: 20, room_type_id: 1 },
        { type: 'Suite', pending_departures: 3, room_type_id: 3 },
      ]),
    ).toBe('2 Queens: 20, Suite: 3');
  });

  it('offers the vacant rooms of the stay’s type only, in the answer’s order, dirty ones marked', () => {
    const candidates = [room(1, '101', 1), room(2, '102', 2, 0), room(3, '104', 2), room(4, '99', 3)];
    expect(roomOptionsFor(candidates, 2)).toEqual([
      { room_id: 2, room_num: '102', dirty: true, label: '102 (dirty)' },
      { room_id: 3, room_num: '104', dirty: false, label: '104' },
    ]);
    expect(roomOptionsFor(candidates, 5)).toEqual([]);
    expect(roomOptionsFor([{ ...room(5, '105', 2), occupied: 1 }], 2)).toEqual([]);
  });

  it('lets only today’s waiting stays be checked in; other rows show their room or Not Set', () => {
    expect(canCheckIn(arrival(), true)).toBe(true);
    expect(canCheckIn(arrival(), false)).toBe(false);
    expect(canCheckIn(arrival({ checked_in: 1 }), true)).toBe(false);
    expect(canCheckIn(arrival({ checked_in: 1, checked_out: 1 }), true)).toBe(false);
    expect(roomNumberText(arrival())).toBe('Not Set');
    expect(roomNumberText(arrival({ room_num: '' }))).toBe('Not Set');
    expect(roomNumberText(arrival({ room_num: '204' }))).toBe('204');
  });

  it('drops room choices a reload no longer offers, and choices of stays already in', () => {
    const choices = new Map([
      [7, 81], // still offered, stay still waiting
      [8, 82], // room taken meanwhile
      [9, 83], // stay checked in meanwhile
      [10, 84], // room offered but of another type now (never offered for this stay)
    ]);
    const arrivals = [arrival({ res_room_id: 7 }), arrival({ res_room_id: 8 }), arrival({ res_room_id: 9, checked_in: 1 }), arrival({ res_room_id: 10 })];
    const next = pruneChoices(choices, arrivals, [room(81, '201', 2), room(83, '203', 2), room(84, '204', 1)]);
    expect([...next]).toEqual([[7, 81]]);
  });

  it('explains an outage as nothing changed, and passes a refusal naming the room through', () => {
    expect(checkInFailureMessage(503, 'The service is temporarily unavailable.')).toMatch(/nobody was checked in and nothing changed/);
    expect(checkInFailureMessage(409, 'Room 107 is already occupied by another stay.')).toBe('Room 107 is already occupied by another stay.');
  });
});

describe('in-house guests', () => {
  it('searches by names, room and confirmation number, empty parts as the word undefined', () => {
    expect(guestsPath(NO_GUEST_FILTERS)).toBe('/api/hw/guests/undefined/undefined/undefined/undefined');
    const path = guestsPath({ roomNumber: ' 104 ', confirmationNumber: 'XW8', firstName: 'Ann', lastName: '' });
    expect(path).toBe('/api/hw/guests/Ann/undefined/104/XW8');
    expect(routeOf('GET', path)).toBe('/api/hw/guests/:firstname/:lastname/:roomNumber/:confirmationNumber');
  });

  it('names the guest and the printed list', () => {
    expect(guestName({ first_name: 'Ann', last_name: 'Smith' })).toBe('Ann Smith');
    expect(filterSummary(NO_GUEST_FILTERS)).toBe('In-house guests');
    expect(filterSummary({ roomNumber: '104', confirmationNumber: '', firstName: '', lastName: 'Smith' })).toBe(
      'In-house guests, room 104, last name Smith',
    );
  });
});

describe('work orders', () => {
  const rooms = [
    { room_id: 1, room_num: '101', room_type_id: 1 },
    { room_id: 2, room_num: '102', room_type_id: 2 },
    { room_id: 3, room_num: 'PH1', room_type_id: 3 },
    { room_id: 4, room_num: 'PH1', room_type_id: 3 },
  ];

  it('takes a typed room number only when exactly one room has it (docs/product.md §5)', () => {
    expect(matchRoom(rooms, '101')).toEqual(rooms[0]);
    expect(matchRoom(rooms, ' 102 ')).toEqual(rooms[1]);
    for (const typed of ['', '10', '1011', '0101', 'PH1', 'ph1']) expect(matchRoom(rooms, typed), typed).toBeNull();
    expect(matchRoom(undefined, '101')).toBeNull();
  });

  it('sends vals as [room_id, issue, user_id, start, end], which the contract accepts', () => {
    const body = workOrderBody(2, { roomNum: '102', start: '2026-03-01', end: '2026-03-02', issue: '  Broken AC ' }, null);
    expect(body).toEqual({ vals: [2, 'Broken AC', null, '2026-03-01', '2026-03-02'] });
    expect(WorkOrderBody.parse(body).vals).toMatchObject({ room_id: 2, issue: 'Broken AC', start_date: '2026-03-01', end_date: '2026-03-02' });
  });

  it('titles the form by what it does', () => {
    expect(formTitle(false)).toBe(ADD_TITLE);
    expect(ADD_TITLE).toBe('Add New Work Order');
    expect(formTitle(true)).toBe(UPDATE_TITLE);
    expect(UPDATE_TITLE).toBe('Update Selected Issue');
  });

  it('starts a new work order today; an update starts from the issue', () => {
    expect(newWorkOrderForm('2026-03-01')).toEqual({ roomNum: '', start: '2026-03-01', end: '2026-03-01', issue: '' });
    const issue = {
      room_issue_id: 4,
      room_id: 2,
      room_num: '102',
      type: 'King',
      room_type_id: 2,
      start_date: '2026-02-27',
      end_date: '2026-03-04',
      issue: 'Leak',
      user_id: 1,
      created_at: '2026-02-27T10:00:00Z',
      version: 1,
    };
    expect(formFromIssue(issue)).toEqual({ roomNum: '102', start: '2026-02-27', end: '2026-03-04', issue: 'Leak' });
    // A job under way may keep its past start; otherwise nothing before today is offered.
    expect(earliestStart('2026-03-01', issue)).toBe('2026-02-27');
    expect(earliestStart('2026-03-01', { start_date: '2026-03-05' })).toBe('2026-03-01');
    expect(earliestStart('2026-03-01', null)).toBe('2026-03-01');
  });

  it('tells the manager about oversold nights, or that the check could not be made', () => {
    expect(oversoldWarning({ oversold_nights: [], oversold_check: 'done', room_num: '102' })).toBeNull();
    expect(oversoldWarning({ oversold_nights: [], oversold_check: 'not_needed', room_num: '102' })).toBeNull();
    expect(oversoldWarning({ oversold_nights: ['2026-03-02'], oversold_check: 'done', room_num: '102' })).toMatch(
      /room 102 .*oversells the night of 2026-03-02/,
    );
    expect(oversoldWarning({ oversold_nights: ['2026-03-02', '2026-03-03'], oversold_check: 'done', room_num: '102' })).toMatch(
      /the nights of 2026-03-02, 2026-03-03/,
    );
    expect(oversoldWarning({ oversold_nights: [], oversold_check: 'unavailable', room_num: '102' })).toMatch(/could not be made/);
  });

  it('puts a 400’s field messages under the form’s fields', () => {
    expect(formErrors(undefined)).toEqual({});
    expect(
      formErrors({ room_id: 'is not a room', issue: 'must describe the problem', start_date: 'must not be before today (2026-03-01)', end_date: 'must not be before the start date' }),
    ).toEqual({
      roomNum: 'Room is not a room',
      issue: 'Problem must describe the problem',
      start: 'From must not be before today (2026-03-01)',
      end: 'To must not be before the start date',
    });
  });
});
