import { afterAll, expect } from 'vitest';
import { RoomCandidateList } from '@pms/contracts/housekeeping';
import { RoomIssueList, WorkOrderAnswer } from '@pms/contracts/workorders';
import { startRooms } from './helpers';

/**
 * svc-rooms with the demo property for the test file that awaits this (stopped after its last test),
 * and the work order screen's requests and the arrivals room list they change, as the signed-in
 * clerk unless `cookie` says otherwise.
 */
export async function workOrdersForFile() {
  const h = await startRooms();
  afterAll(() => h.stop());
  const post = (body: unknown, cookie?: string, headers?: Record<string, string>) => h.request('POST', '/api/hw/room_issues', body, { cookie, headers });
  const put = (id: number | string, body: unknown, cookie?: string) => h.request('PUT', `/api/hw/room_issues/${id}`, body, { cookie });
  const fix = (id: number | string, cookie?: string) => h.request('PUT', `/api/hw/room_issues_fixed/${id}`, undefined, { cookie });
  const unfix = (id: number | string, cookie?: string) => h.request('PUT', `/api/hw/room_issues_unfixed/${id}`, undefined, { cookie });
  const openList = async () => RoomIssueList.parse(await (await h.request('GET', '/api/hw/room_issues')).json());
  const arrivalsOn = async (date: string) => RoomCandidateList.parse(await (await h.request('GET', `/api/hw/rooms_arrivals/${date}`)).json());

  async function created(res: Response): Promise<WorkOrderAnswer> {
    expect(res.status).toBe(201);
    return WorkOrderAnswer.parse(await res.json());
  }

  return { h, post, put, fix, unfix, openList, arrivalsOn, created };
}
