/**
 * The read endpoints the bench drives, each with its floor: the service's own query function (the
 * same SQL text, imported, not copied) called on a postgres.js pool with the parameters the service
 * would parse from the same path (through the contract's parameter schema).
 */
import { addDays } from '@pms/contracts/dates';
import { ArrivalsParams, GuestsParams } from '@pms/contracts/frontdesk';
import { DeparturesParams } from '@pms/contracts/billing';
import { HousekeepingParams } from '@pms/contracts/housekeeping';
import { AVAILABILITY_DAYS } from '@pms/contracts/reports';
import { ReservationSearchParams } from '@pms/contracts/reservations';
import type { Sql } from '@pms/service-kit';
import { findUserById, isTokenRevoked } from '@pms/svc-auth/bench';
import { billingList } from '@pms/svc-billing/bench';
import {
  availabilityNights,
  availabilityReport,
  findArrivals,
  findInHouseGuests,
  findPendingDepartures,
  findRoomCandidates,
  houseStatusStays,
  searchReservations,
} from '@pms/svc-reservations/bench';
import { findHotelInfo, houseStatusRooms, housekeepingBoard } from '@pms/svc-rooms/bench';

export interface Pools {
  auth: Sql;
  reservations: Sql;
  rooms: Sql;
  billing: Sql;
}

export interface ReadScenario {
  name: string;
  path: string;
  /** The same work without HTTP: the service's query function(s). */
  floor: () => Promise<unknown>;
}

export interface ScenarioInputs {
  today: string;
  /** A confirmation code that exists. */
  code: string;
  /** The signed-in bench user's id and token id (login status reads both). */
  userId: number;
  jti: string;
}

const parts = (o: Record<string, string>) => o;

export function readScenarios(pools: Pools, p: ScenarioInputs): ReadScenario[] {
  const { today } = p;
  const search = (raw: Record<string, string>) => {
    const filters = ReservationSearchParams.parse(raw);
    const path = `/api/hw/reservations_list/${raw.firstname}/${raw.lastname}/${raw.sdate}/${raw.edate}/${raw.confirmationNumber}`;
    return { path, floor: () => searchReservations(pools.reservations, filters, today) };
  };
  const none = 'undefined';
  const byName = search(parts({ firstname: none, lastname: 'sm', sdate: none, edate: none, confirmationNumber: none }));
  const byCode = search(parts({ firstname: none, lastname: none, sdate: none, edate: none, confirmationNumber: p.code }));
  const byDates = search(parts({ firstname: none, lastname: none, sdate: today, edate: addDays(today, 2), confirmationNumber: none }));
  const arrivals = ArrivalsParams.parse({ date: today, firstname: none, lastname: none, confirmationNumber: none });
  const guests = GuestsParams.parse({ firstname: none, lastname: none, roomNumber: none, confirmationNumber: none });
  const departures = DeparturesParams.parse({ firstname: none, lastname: none, roomNumber: none, stayOver: 'false', dueOut: 'false', checkedOut: 'false' });
  const board = HousekeepingParams.parse(Object.fromEntries(['clean', 'dirty', 'vacant', 'occupied', 'arrived', 'stayOver', 'dueOut', 'departed', 'notReserved'].map((f) => [f, 'false'])));

  return [
    {
      name: 'login status',
      path: '/api/login/status',
      floor: async () => {
        await isTokenRevoked(pools.auth, p.jti);
        return findUserById(pools.auth, p.userId);
      },
    },
    {
      name: 'hotel info',
      path: '/api/hw/hotel_info/1',
      floor: () => findHotelInfo(pools.rooms, 1),
    },
    { name: 'search: last name prefix "sm"', ...byName },
    { name: 'search: confirmation code', ...byCode },
    { name: 'search: arrivals in 3 days', ...byDates },
    {
      name: 'arrivals (today)',
      path: `/api/hw/arrivals/${today}/undefined/undefined/undefined`,
      floor: () =>
        Promise.all([
          findArrivals(pools.reservations, arrivals),
          findRoomCandidates(pools.reservations, today),
          findPendingDepartures(pools.reservations, today),
        ]),
    },
    {
      name: 'in-house guests',
      path: '/api/hw/guests/undefined/undefined/undefined/undefined',
      floor: () => findInHouseGuests(pools.reservations, guests),
    },
    {
      name: 'billing list',
      path: '/api/hw/departures/undefined/undefined/undefined/false/false/false',
      floor: () => billingList(pools.billing, today, departures),
    },
    {
      name: 'housekeeping report',
      path: '/api/hw/housekeeping_status/false/false/false/false/false/false/false/false/false',
      floor: () => housekeepingBoard(pools.rooms, today, board),
    },
    {
      name: 'detailed availability (14 days)',
      path: `/api/room/types/available/${today}`,
      floor: async () => {
        const { roomTypes, nights } = await availabilityNights(pools.reservations, today, AVAILABILITY_DAYS);
        return availabilityReport(roomTypes, nights, today, AVAILABILITY_DAYS);
      },
    },
    {
      name: 'house status: stays',
      path: `/api/hw/house_status_res_rooms/${today}`,
      floor: () => houseStatusStays(pools.reservations, today),
    },
    {
      name: 'house status: rooms',
      path: '/api/hw/house_status_rooms',
      floor: () => houseStatusRooms(pools.rooms, today),
    },
  ];
}
