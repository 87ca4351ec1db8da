/**
 * "Today" in the hotel's time zone. The services decide with their clock in `HOTEL_TZ` (only
 * today's arrivals can be checked in, work orders may not start before today); a clerk's browser
 * in another zone — or anyone after 8 pm in New York with a UTC machine — would otherwise offer
 * the wrong day. `GET /api/hw/hotel_info/1` carries the zone (`time_zone`).
 */
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { todayIso } from './isoDate';

/** docs/product.md §9: the hotel info record the app reads. */
export const HOTEL_INFO_ID = 1;

let zone: Promise<string | null> | null = null;

/** True when `Intl` knows the zone (a typo in configuration must not break every screen). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The hotel's IANA time zone, fetched once per page; `null` when it cannot be had (the caller then
 * uses the browser's date). A failed call is not cached, so the next screen asks again.
 */
export function loadHotelTimeZone(): Promise<string | null> {
  zone ??= api.get<{ time_zone?: unknown } | undefined>(`/api/hw/hotel_info/${HOTEL_INFO_ID}`).then(
    (info) => {
      if (isTimeZone(info?.time_zone)) return info.time_zone;
      console.warn('[hotel] hotel info carries no usable time_zone; using the browser date for today');
      return null;
    },
    (e: unknown) => {
      zone = null;
      console.warn('[hotel] could not load the hotel time zone; using the browser date for today', e);
      return null;
    },
  );
  return zone;
}

/** Forgets the cached zone (tests). */
export function resetHotelTimeZone(): void {
  zone = null;
}

/**
 * Today's date in the hotel's zone (`YYYY-MM-DD`), or `null` until the zone is known — a screen
 * that defaults to today waits for it rather than querying a wrong day first. If the zone cannot
 * be loaded it falls back to the browser's date.
 */
export function useHotelToday(): string | null {
  const [state, setState] = useState<{ known: boolean; zone: string | null }>({ known: false, zone: null });
  useEffect(() => {
    let live = true;
    void loadHotelTimeZone().then((z) => {
      if (live) setState({ known: true, zone: z });
    });
    return () => {
      live = false;
    };
  }, []);
  return state.known ? todayIso(state.zone ?? undefined) : null;
}
