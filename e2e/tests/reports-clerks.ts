/**
 * What the reports' browser tests share: clerks each in a browser context of their own, the API
 * answers the reports are checked against, and the housekeeping board's cells.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import type { Availability } from '@pms/contracts/reports';
import { routePath } from '@pms/contracts/routes';
import { browserForFile, signInThroughApi, type TrackedPage } from '../harness';

/** Signs in clerks, each in a browser context of its own, in one browser for the test file that calls this. */
export function clerkBrowser(): () => Promise<TrackedPage> {
  const open = browserForFile();
  /** A clerk's own browser (own context, own session), signed in; on a blank page until a test opens one. */
  return async function clerk(): Promise<TrackedPage> {
    const t = await open();
    await signInThroughApi(t.page);
    return t;
  };
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

export async function apiSend<T>(page: Page, method: 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: data === undefined ? {} : { 'content-type': 'application/json' } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The hotel's today as the services count it: the business date. */
export async function hotelToday(page: Page): Promise<string> {
  return (await apiGet<{ business_date: string }>(page, '/api/business-date')).business_date;
}

export const NO_FILTER = routePath(
  '/api/hw/housekeeping_status/:clean/:dirty/:vacant/:occupied/:arrived/:stayOver/:dueOut/:departed/:notReserved',
  { clean: 'false', dirty: 'false', vacant: 'false', occupied: 'false', arrived: 'false', stayOver: 'false', dueOut: 'false', departed: 'false', notReserved: 'false' },
);

export const cleanSelect = (page: Page, roomNum: string) => page.getByRole('combobox', { name: `Room status, room ${roomNum}` });
export const boardCell = (page: Page, roomId: number, col: string) => page.locator(`[role="row"][data-row="${roomId}"] > [data-col="${col}"]`);

/** Polls until `read` gives `expected`; answers how long it took (the live update's latency). */
export async function until(read: () => Promise<string>, expected: string, what: string, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read().catch(() => '');
    if (value === expected) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: expected "${expected}", still "${value}" after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * A stay to check in today and a vacant room for it (the housekeeping board's and the dashboard's
 * browser tests check a guest in "from another clerk's browser").
 */
export async function arrivalToCheckIn(page: Page, today: string): Promise<{ stayId: number; room: { room_id: number; room_num: string; room_type_id: number } }> {
  let stayId: number;
  // One of today's arrivals not yet in, with a vacant room of its type; else a guest booked now
  // for tonight into a type with a unit left (a suite that has run before may have used them up).
  const { arrivals, rooms_arrivals: vacant } = await apiGet<{
    arrivals: { res_room_id: number; room_type_id: number; checked_in: number; checked_out: number }[];
    rooms_arrivals: { room_id: number; room_num: string; room_type_id: number }[];
  }>(page, `/api/hw/arrivals/${today}/undefined/undefined/undefined`);
  let room = vacant.find((r) => arrivals.some((s) => !s.checked_in && !s.checked_out && s.room_type_id === r.room_type_id));
  if (room) {
    const typeId = room.room_type_id;
    stayId = (arrivals.find((s) => !s.checked_in && !s.checked_out && s.room_type_id === typeId) as { res_room_id: number }).res_room_id;
  } else {
    const availability = await apiGet<Availability>(page, `/api/room/types/available/${today}`);
    const tonight = availability.typeData[0];
    if (!tonight) throw new Error('no availability for today');
    const typeIndex = (typeId: number) => availability.roomTypes.findIndex((t) => t.room_type_id === typeId) + 1;
    room = vacant.find((c) => (tonight[`AvailableType${typeIndex(c.room_type_id)}`] ?? 0) > 0);
    if (!room) throw new Error('no arrival to check in and no vacant room of a type with a unit to sell tonight');
    const booked = await apiSend<{ reservation_id: number }>(page, 'POST', '/api/hw/reservation', {
      cust: ['Grace', 'Hopper', '1 Navy Way', 'Arlington', 'Virginia', '22202', 'grace@example.com', '216-555-0199', '4111 1111 1111 1111', '12/30'],
      reserve: [1, ''],
      rooms: [[room.room_type_id, today, addDays(today, 1), 1, 0, 'reports e2e']],
    });
    const [stay] = await apiGet<{ res_room_id: number }[]>(page, `/api/hw/res_rooms/${booked.reservation_id}`);
    if (!stay) throw new Error('the booking has no room');
    stayId = stay.res_room_id;
  }
  return { stayId, room };
}
