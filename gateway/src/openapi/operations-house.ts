import { z } from 'zod';
import { Id } from '@pms/contracts/common';
import { DEMO_HOTEL, DEMO_ROOM_TYPES } from '@pms/contracts/demo-hotel';
import {
  HousekeepingList,
  HousekeepingParams,
  HouseStatusRoomsList,
  RoomCandidateList,
  RoomCleanAnswer,
  RoomsArrivalsParams,
  UpdateCleanParams,
} from '@pms/contracts/housekeeping';
import { Availability, HouseStatusResRoomsList, ReportDateParams } from '@pms/contracts/reports';
import { HotelInfoAnswer, RoomIdNumList, RoomTypeList } from '@pms/contracts/rooms';
import type { RouteKey } from '@pms/contracts/routes';
import { RoomIssueList, RoomIssueParams, WorkOrderAnswer, WorkOrderBody } from '@pms/contracts/workorders';
import { EXAMPLE } from './examples';
import type { OperationDoc } from './operation';

const IdParams = z.object({ id: Id });
const flags = (on: string[]) =>
  Object.fromEntries(['clean', 'dirty', 'vacant', 'occupied', 'arrived', 'stayOver', 'dueOut', 'departed', 'notReserved'].map((f) => [f, String(on.includes(f))]));
/** The object form: the schema below can say only that one (the screens' array form is accepted too). */
const workOrder = { vals: { room_id: Number(EXAMPLE.roomId), issue: 'Leaking shower head', start_date: '2026-03-05', end_date: '2026-03-06' } };

/** svc-rooms' catalog, housekeeping and work orders, and the reports svc-reservations answers from its inventory. */
export const HOUSE_OPERATIONS = {
  'GET /api/room/types': {
    operationId: 'listRoomTypes',
    summary: 'Room types with their nightly rate',
    tag: 'Housekeeping',
    answer: RoomTypeList,
    example: { answer: DEMO_ROOM_TYPES.map((t) => ({ room_type_id: t.room_type_id, type: t.type, rate: t.rate_cents / 100 })) },
  },
  'GET /api/hw/rooms_arrivals/:date': {
    operationId: 'listRoomsForArrivals',
    summary: 'Rooms a stay could take on a date',
    description: 'Active, vacant now and not out of order on the date; dirty ones are listed with `clean: 0`.',
    tag: 'Front desk',
    params: RoomsArrivalsParams,
    answer: RoomCandidateList,
    example: { params: { date: EXAMPLE.date } },
  },
  'GET /api/hw/roomsIdNum': {
    operationId: 'listRooms',
    summary: 'Every active room: id, number and type',
    tag: 'Housekeeping',
    answer: RoomIdNumList,
    example: {},
  },
  'PUT /api/hw/updateCleanStatus/:clean/:room_id': {
    operationId: 'setRoomClean',
    summary: 'Mark a room clean (1) or dirty (0)',
    description: 'No body. The housekeeping board’s live feed announces the change.',
    tag: 'Housekeeping',
    params: UpdateCleanParams,
    answer: RoomCleanAnswer,
    notFound: 'No room of that id.',
    example: { params: { clean: '1', room_id: EXAMPLE.roomId } },
  },
  'GET /api/hw/housekeeping_status/:clean/:dirty/:vacant/:occupied/:arrived/:stayOver/:dueOut/:departed/:notReserved': {
    operationId: 'listHousekeepingBoard',
    summary: 'The housekeeping board, filtered',
    description: 'Each part `true` or `false` (also `1`/`0`); within a group, all false means no filter.',
    tag: 'Housekeeping',
    params: HousekeepingParams,
    answer: HousekeepingList,
    example: { params: flags(['dirty']) },
  },
  'GET /api/hw/house_status_rooms': {
    operationId: 'getHouseStatusRooms',
    summary: 'House status: room counts for the business date',
    tag: 'Reports',
    answer: HouseStatusRoomsList,
    example: {},
  },
  'GET /api/hw/hotel_info/:id': {
    operationId: 'getHotelInfo',
    summary: 'The hotel’s name, address and time zone',
    tag: 'Housekeeping',
    params: IdParams,
    answer: HotelInfoAnswer,
    notFound: 'No hotel record of that id.',
    example: { params: { id: String(DEMO_HOTEL.hotel_info_id) }, answer: { ...DEMO_HOTEL, time_zone: 'America/New_York' } },
  },
  'GET /api/hw/room_issues': {
    operationId: 'listWorkOrders',
    summary: 'Open work orders',
    tag: 'Work orders',
    answer: RoomIssueList,
    example: {},
  },
  'POST /api/hw/room_issues': {
    operationId: 'createWorkOrder',
    summary: 'Record a work order (room out of order from start to end date, inclusive)',
    description:
      '`vals` is an object `{room_id, issue, start_date, end_date}`, or the array `[room_id, issue, user_id, start_date, end_date]` the screens send (the user is always the session’s). Nights the room’s absence would oversell are answered in `oversold_nights`.',
    tag: 'Work orders',
    body: WorkOrderBody,
    answer: WorkOrderAnswer,
    status: 201,
    idempotent: true,
    conflict: 'The dates overlap another open work order of the room.',
    example: { body: workOrder },
  },
  'PUT /api/hw/room_issues/:id': {
    operationId: 'updateWorkOrder',
    summary: 'Change a work order',
    tag: 'Work orders',
    params: RoomIssueParams,
    body: WorkOrderBody,
    answer: WorkOrderAnswer,
    notFound: 'No work order of that id.',
    conflict: 'The work order is fixed, or the dates overlap another of the room.',
    example: { params: { id: '1' }, body: workOrder },
  },
  'PUT /api/hw/room_issues_fixed/:id': {
    operationId: 'fixWorkOrder',
    summary: 'Mark a work order fixed (the room is back in service)',
    description: 'No body. Repeating it answers the same.',
    tag: 'Work orders',
    params: RoomIssueParams,
    answer: WorkOrderAnswer,
    notFound: 'No work order of that id.',
    example: { params: { id: '1' } },
  },
  'PUT /api/hw/room_issues_unfixed/:id': {
    operationId: 'unfixWorkOrder',
    summary: 'Undo Fixed: reopen a fixed work order (the room is out of order again for its nights)',
    description: 'No body. The MAINTENANCE screen offers it for a few seconds after Fixed.',
    tag: 'Work orders',
    params: RoomIssueParams,
    answer: WorkOrderAnswer,
    notFound: 'No work order of that id.',
    conflict: 'The work order is not fixed, or the room has another open work order over the same nights.',
    example: { params: { id: '1' } },
  },

  'GET /api/room/types/available/:date': {
    operationId: 'getAvailability',
    summary: 'Detailed availability: 14 days from a date, per room type',
    description: 'Available is negative on an oversold night (shown, never hidden).',
    tag: 'Reports',
    params: ReportDateParams,
    answer: Availability,
    example: { params: { date: EXAMPLE.date } },
  },
  'GET /api/hw/house_status_res_rooms/:date': {
    operationId: 'getHouseStatusStays',
    summary: 'House status: arrivals, departures and stayovers of a date',
    tag: 'Reports',
    params: ReportDateParams,
    answer: HouseStatusResRoomsList,
    example: { params: { date: EXAMPLE.date } },
  },
} as const satisfies Partial<Record<RouteKey, OperationDoc>>;
