import type { HotelInfo } from '@pms/contracts/rooms';
import type { Sql } from '@pms/service-kit';

/** The hotel's own record (`GET /api/hw/hotel_info/:id`), or `undefined`. */
export async function findHotelInfo(sql: Sql, id: number): Promise<HotelInfo | undefined> {
  const [info] = await sql<HotelInfo[]>`
    select hotel_info_id, hotel_name, address, city, state, zip, email, phone
    from hotel_info where hotel_info_id = ${id}`;
  return info;
}
