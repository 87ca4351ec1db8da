import { describe, expect, it } from 'vitest';
import { DEMO_ROOM_TYPES, demoRooms, demoRoomTypeOf } from '../src/demo-hotel';

describe('the demo hotel', () => {
  it('has 100 rooms, 101–150 and 201–250, as many of each type as the type counts', () => {
    const rooms = demoRooms();
    expect(rooms.map((r) => r.room_num)).toEqual([...Array.from({ length: 50 }, (_, i) => String(101 + i)), ...Array.from({ length: 50 }, (_, i) => String(201 + i))]);
    for (const t of DEMO_ROOM_TYPES) expect(rooms.filter((r) => r.room_type_id === t.room_type_id)).toHaveLength(t.room_count);
  });

  it('types rooms by number: odd 2 Queens, x02/x04/x12/x14/… King, other even Suite', () => {
    expect([101, 102, 104, 106, 112, 144, 146, 250].map(demoRoomTypeOf)).toEqual([1, 2, 2, 3, 2, 2, 3, 3]);
  });
});
