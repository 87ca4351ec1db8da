/**
 * The demo hotel ("Regal Inn & Suites"), the one place it is written down: svc-rooms seeds its
 * property from here and svc-billing its tax rates (demo mode, docs/architecture.md §3), and every
 * test that needs "the demo hotel" — a service's, the kit's testing module's, a front end's — reads
 * it from here too, so a change to the demo reaches seed and tests together.
 *
 * 100 rooms, 101–150 and 201–250: odd numbers are 2 Queens; x02, x04, x12, x14, x22, x24, x32, x34,
 * x42, x44 are King; the other even numbers Suite. Zod-free (front ends import it).
 */

export const DEMO_HOTEL = {
  hotel_info_id: 1,
  hotel_name: 'Regal Inn & Suites',
  address: '12345 E Main St',
  city: 'Cleveland',
  state: 'Ohio',
  zip: '44114',
  email: 'info@regalinn.com',
  phone: '216-555-1212',
} as const;

/** The room types with their nightly rate in cents and how many of the 100 rooms each has. */
export const DEMO_ROOM_TYPES = [
  { room_type_id: 1, type: '2 Queens', rate_cents: 10999, room_count: 50 },
  { room_type_id: 2, type: 'King', rate_cents: 11999, room_count: 20 },
  { room_type_id: 3, type: 'Suite', rate_cents: 12999, room_count: 30 },
] as const;

export type DemoRoomTypeId = (typeof DEMO_ROOM_TYPES)[number]['room_type_id'];

/** The demo taxes as fractions of the room charge: county 5 %, city 3 %, state 7 %. */
export const DEMO_TAX_RATES = { county: 0.05, city: 0.03, state: 0.07 } as const;

const KING_ENDINGS = new Set([2, 4, 12, 14, 22, 24, 32, 34, 42, 44]);

/** The type of a demo room by its number. */
export function demoRoomTypeOf(roomNum: number): DemoRoomTypeId {
  const within = roomNum % 100;
  if (within % 2 === 1) return 1;
  return KING_ENDINGS.has(within) ? 2 : 3;
}

/**
 * The 100 rooms in the order svc-rooms inserts them, so the n-th (from 1) gets room_id n on a fresh
 * database: 101 → 1, 150 → 50, 201 → 51, 250 → 100.
 */
export function demoRooms(): { room_num: string; room_type_id: DemoRoomTypeId }[] {
  const rooms: { room_num: string; room_type_id: DemoRoomTypeId }[] = [];
  for (const floor of [100, 200]) {
    for (let n = floor + 1; n <= floor + 50; n++) rooms.push({ room_num: String(n), room_type_id: demoRoomTypeOf(n) });
  }
  return rooms;
}
