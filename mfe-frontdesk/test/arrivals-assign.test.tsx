// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssignRoomBody, type ArrivalRow, type ArrivalsAnswer, type StayRoomChoice } from '@pms/contracts/frontdesk';
import { withAssignedRooms } from '../src/logic/arrivals';
import { endScreenTest, renderFrontDesk, startScreenTest, type FakeApi } from './fakeApi';
import { arrivalRow } from './rows';

/** ARRIVALS' Assign room for a future date, and check-in offering the assigned room first (issue #17). */

const SLOW = { timeout: 15_000 };
const NOW = new Date('2026-03-01T20:00:00Z');
const HOTEL_ZONE = 'Pacific/Kiritimati';
const HOTEL_TODAY = '2026-03-02';
const LATER = '2026-03-05';

const arrival = (over: Partial<ArrivalRow>): ArrivalRow => arrivalRow({ check_in_date: LATER, check_out_date: '2026-03-07', ...over });

const answer = (arrivals: ArrivalRow[]): ArrivalsAnswer => ({
  arrivals,
  rooms_arrivals: [
    { room_id: 21, room_num: '201', room_type_id: 2, occupied: 0, clean: 1 },
    { room_id: 22, room_num: '202', room_type_id: 2, occupied: 0, clean: 0 },
  ],
  pending_departures: [],
});

const choice: StayRoomChoice = {
  rooms: [
    { room_id: 21, room_num: '201', room_type_id: 2, occupied: 0, clean: 1 },
    { room_id: 24, room_num: '204', room_type_id: 2, occupied: 0, clean: 0 },
  ],
  rooms_out_of_order: [{ room_id: 23, room_num: '203', room_type_id: 2, room_issue_id: 4, issue: 'Broken AC', start_date: '2026-03-06', end_date: '2026-03-06' }],
};

const path = (date: string) => `/api/hw/arrivals/${date}/undefined/undefined/undefined`;
let api: FakeApi;

beforeEach(() => {
  api = startScreenTest(NOW, HOTEL_ZONE);
  api.on('GET', path(HOTEL_TODAY), { body: answer([]) });
  api.on('GET', '/api/stays/7/rooms', { body: choice });
  api.install();
});
afterEach(endScreenTest);

const dateInput = () => screen.getByLabelText<HTMLInputElement>(/^Arrival Date/);

async function openLater() {
  renderFrontDesk('/frontdesk/arrivals');
  await waitFor(() => expect(dateInput().value).toBe(HOTEL_TODAY), SLOW);
  await waitFor(() => expect(dateInput().getAttribute('aria-busy')).toBeNull(), SLOW);
  fireEvent.change(dateInput(), { target: { value: LATER } });
}

describe('ARRIVALS: Assign room ahead of arrival', () => {
  it('offers the rooms free on every night, assigns the chosen one, shows it, and releases it', async () => {
    let room = 'Not Set';
    api.on('GET', path(LATER), () => ({ body: answer([arrival({ room_num: room })]) }));
    api.on('PUT', '/api/stays/7/room', () => {
      room = '201';
      return { body: { ...arrival({ room_num: '201' }), room_id: 21, message: `Room 201 is assigned to ${LATER} – 2026-03-07.` } };
    });
    api.on('DELETE', '/api/stays/7/room', () => {
      room = 'Not Set';
      return { body: { ...arrival({}), room_id: null, message: 'Room 201 is no longer assigned to this stay.' } };
    });
    await openLater();

    fireEvent.click(await screen.findByRole('button', { name: 'Assign room for Ann Smith' }, SLOW));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Room to assign to Ann Smith' });
    expect(within(select).getAllByRole<HTMLOptionElement>('option').map((o) => [o.textContent, o.disabled])).toEqual([
      ['Select a room', false],
      ['201', false],
      ['204 (dirty)', false],
      ['203 – out of order: Broken AC', true],
    ]);
    // Nothing picked yet: the choice can only be cancelled.
    expect(screen.getByRole('button', { name: 'Cancel assigning a room to Ann Smith' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign the room to Ann Smith' })).toBeNull();
    fireEvent.change(select, { target: { value: '21' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign the room to Ann Smith' }));

    await screen.findByText(`Ann Smith: Room 201 is assigned to ${LATER} – 2026-03-07.`);
    const [put] = api.made('PUT', '/api/stays/7/room');
    expect(AssignRoomBody.parse(put!.body)).toEqual({ room_id: 21 });
    // The list reloaded: the Room column shows the room, and it can be changed or released.
    await screen.findByRole('button', { name: 'Change room for Ann Smith' });
    expect(screen.getByText('201')).toBeTruthy();

    // Escape closes a choice opened by mistake and gives the focus back to the button that opened it.
    fireEvent.click(screen.getByRole('button', { name: 'Change room for Ann Smith' }));
    const reopened = await screen.findByRole('combobox', { name: 'Room to assign to Ann Smith' });
    reopened.focus();
    fireEvent.keyDown(reopened, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Room to assign to Ann Smith' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change room for Ann Smith' }));
    // So does Cancel (offered once no room is picked).
    fireEvent.click(screen.getByRole('button', { name: 'Change room for Ann Smith' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Room to assign to Ann Smith' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel assigning a room to Ann Smith' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change room for Ann Smith' })));

    fireEvent.click(screen.getByRole('button', { name: 'Release room 201 of Ann Smith' }));
    await screen.findByText('Ann Smith: Room 201 is no longer assigned to this stay.');
    expect(api.made('DELETE', '/api/stays/7/room')).toHaveLength(1);
    await screen.findByRole('button', { name: 'Assign room for Ann Smith' });
    expect(screen.getByText('Not Set')).toBeTruthy();
  });

  it('shows a refusal naming the room and keeps the choice open', async () => {
    api.on('GET', path(LATER), { body: answer([arrival({})]) });
    api.on('PUT', '/api/stays/7/room', { status: 409, body: { error: 'conflict', message: 'Room 201 was just given to another stay for some of these nights.', fields: { room_id: 'assigned' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openLater();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign room for Ann Smith' }, SLOW));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Room to assign to Ann Smith' }), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign the room to Ann Smith' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Room 201 was just given to another stay for some of these nights.');
    expect(await screen.findByRole('combobox', { name: 'Room to assign to Ann Smith' })).toBeTruthy();
  });

  it('is not offered on today’s list, where check-in offers the assigned room first', async () => {
    api.on('GET', path(HOTEL_TODAY), { body: answer([arrival({ check_in_date: HOTEL_TODAY, room_num: '202' })]) });
    renderFrontDesk('/frontdesk/arrivals');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Room for Ann Smith' }, SLOW);
    await waitFor(() => expect(select.value).toBe('22'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Check In Ann Smith' }).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /^Assign room/ })).toBeNull();
  });

  it('chooses the room assigned ahead of arrival for check-in when it is offered, never over the clerk’s choice', () => {
    const rooms = [choice.rooms[0]!, { room_id: 11, room_num: '101', room_type_id: 1, occupied: 0 as const, clean: 1 as const }];
    const row = (over: Partial<ArrivalRow>) => arrival({ room_num: '201', ...over });
    expect([...withAssignedRooms(new Map(), [row({})], rooms)]).toEqual([[7, 21]]);
    expect([...withAssignedRooms(new Map([[7, 11]]), [row({})], rooms)]).toEqual([[7, 11]]);
    // Not offered (occupied, another type) or not assigned: nothing chosen.
    expect([...withAssignedRooms(new Map(), [row({ room_num: '205' }), row({ res_room_id: 8, room_num: 'Not Set' })], rooms)]).toEqual([]);
    expect([...withAssignedRooms(new Map(), [row({ room_type_id: 3 })], rooms)]).toEqual([]);
  });
});
