import { DEMO_HOTEL, DEMO_ROOM_TYPES, demoRooms } from '@pms/contracts/demo-hotel';
import { fromCents } from '@pms/contracts/money';
import type { ServiceDeps } from '@pms/service-kit';
import { publishRoom, publishRoomType } from '../events/publish';

/** Seeds the demo hotel once (demo mode only); every room and type goes out as a state event. */
export async function seedDemoProperty({ sql, log }: ServiceDeps): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('pms.rooms.seed'))`;
    const [existing] = await tx`select 1 from hotel_info where hotel_info_id = ${DEMO_HOTEL.hotel_info_id}`;
    if (existing) return;
    await tx`insert into hotel_info ${tx(DEMO_HOTEL)}`;
    for (const t of DEMO_ROOM_TYPES) await tx`insert into room_types ${tx({ room_type_id: t.room_type_id, type: t.type, rate: fromCents(t.rate_cents) })}`;
    const rooms = await tx<{ room_id: number }[]>`insert into rooms ${tx(demoRooms())} returning room_id`;
    for (const t of DEMO_ROOM_TYPES) await publishRoomType(tx, t.room_type_id);
    for (const r of rooms) await publishRoom(tx, r.room_id);
    log.info({ rooms: rooms.length }, 'seeded the demo property');
  });
}
