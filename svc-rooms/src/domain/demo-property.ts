/**
 * The demo hotel ("Regal Inn & Suites"): 100 rooms, 101–150 and 201–250. Odd numbers are
 * 2 Queens; x02, x04, x12, x14, x22, x24, x32, x34, x42, x44 are King; other even numbers Suite.
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

export const DEMO_ROOM_TYPES = [
  { room_type_id: 1, type: '2 Queens', rate: '109.99' },
  { room_type_id: 2, type: 'King', rate: '119.99' },
  { room_type_id: 3, type: 'Suite', rate: '129.99' },
] as const;

const KING_ENDINGS = new Set([2, 4, 12, 14, 22, 24, 32, 34, 42, 44]);

export function demoRoomTypeOf(roomNum: number): 1 | 2 | 3 {
  const within = roomNum % 100;
  if (within % 2 === 1) return 1;
  return KING_ENDINGS.has(within) ? 2 : 3;
}

export function demoRooms(): { room_num: string; room_type_id: number }[] {
  const rooms: { room_num: string; room_type_id: number }[] = [];
  for (const floor of [100, 200]) {
    for (let n = floor + 1; n <= floor + 50; n++) rooms.push({ room_num: String(n), room_type_id: demoRoomTypeOf(n) });
  }
  return rooms;
}
