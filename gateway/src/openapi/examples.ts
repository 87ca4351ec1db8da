import type { CreateReservationInput } from '@pms/contracts/reservations';
import { DEMO_HOTEL, DEMO_ROOM_TYPES } from '@pms/contracts/demo-hotel';

/**
 * The document's example values, all from the demo hotel (`demo-hotel.ts`, svc-reservations' demo
 * seed) on its business date 2026-03-01: reservation 1001 is its first booking (stay 1, a guest in
 * house who leaves that day), stay 81 arrives that day, room_id 1 is room 101 (2 Queens). The
 * contract test (reliability/test/openapi-contract.test.ts) calls every GET route with exactly these.
 */
export const EXAMPLE = {
  date: '2026-03-01',
  reservationId: '1001',
  resRoomId: '1',
  arrivingResRoomId: '81',
  roomId: '1',
  roomNum: '101',
  /** The invoice paying stay 1 (the contract test pays it first). */
  invoiceId: '1',
  /** A 2 Queens night at the demo rate. */
  booking: {
    cust: ['Ada', 'Lovelace', '12 Euclid Ave', DEMO_HOTEL.city, DEMO_HOTEL.state, DEMO_HOTEL.zip, 'ada@example.com', '216-555-0142', '4111111111111111', '09/29'],
    reserve: [null, 'Late arrival, around 22:00'],
    rooms: [[DEMO_ROOM_TYPES[0].room_type_id, '2026-03-01', '2026-03-03', 2, DEMO_ROOM_TYPES[0].rate_cents / 100, 'Quiet room please']],
  } satisfies CreateReservationInput,
} as const;
