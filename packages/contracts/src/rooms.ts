import { z } from 'zod';

export const HotelInfo = z.object({
  hotel_info_id: z.number().int(),
  hotel_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type HotelInfo = z.infer<typeof HotelInfo>;

/**
 * `GET /api/hw/hotel_info/{id}` answers the record plus the hotel's IANA time zone (`HOTEL_TZ`), so
 * screens default their dates to today in the hotel's zone rather than in the clerk's browser's.
 */
export const HotelInfoAnswer = HotelInfo.extend({ time_zone: z.string() });
export type HotelInfoAnswer = z.infer<typeof HotelInfoAnswer>;

export const RoomType = z.object({
  room_type_id: z.number().int(),
  type: z.string(),
  /** Nightly rate in dollars, two decimals. */
  rate: z.number(),
});
export type RoomType = z.infer<typeof RoomType>;
export const RoomTypeList = z.array(RoomType);

/** `GET /api/hw/roomsIdNum`: every active room. */
export const RoomIdNum = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
});
export type RoomIdNum = z.infer<typeof RoomIdNum>;
export const RoomIdNumList = z.array(RoomIdNum);
