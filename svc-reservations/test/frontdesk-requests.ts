import { afterAll, beforeAll, expect } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { ArrivalsAnswer } from '@pms/contracts/frontdesk';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';

export const TOMORROW = addDays(TODAY, 1);

/** The refusal's body, once its status is the one expected. */
export async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ErrorBody.parse(await res.json());
}

/**
 * A desk for the test file that calls this at its top (started before its first test, stopped
 * after its last; read it inside tests and hooks), and the front desk's arrivals and check-in
 * requests against it.
 */
export function deskForFile() {
  const d = {} as Desk;
  beforeAll(async () => {
    // Descriptors, not values: the desk's `rooms` is a getter that follows svc-rooms' restarts.
    Object.defineProperties(d, Object.getOwnPropertyDescriptors(await startDesk()));
  });
  afterAll(() => d.stop?.());

  async function arrivals(date: string, first = 'undefined', last = 'undefined', code = 'undefined') {
    const res = await d.request('GET', `/api/hw/arrivals/${date}/${first}/${last}/${code}`);
    expect(res.status).toBe(200);
    return ArrivalsAnswer.parse(await res.json());
  }

  async function checkIn(resRoomId: number | string, roomId: number | string) {
    return d.request('PUT', `/api/hw/checkinRoom/${resRoomId}/${roomId}`);
  }

  return { d, arrivals, checkIn };
}
