/**
 * The hotel's "today": its **business date** (docs/billing.md "Business date"), which moves only when
 * the night audit closes the day — not the browser's clock. The services decide with it (only today's
 * arrivals can be checked in, work orders may not start before today, a new booking arrives today at
 * the earliest), so every screen's "today" reads `GET /api/business-date`. When that cannot be had,
 * the calendar date in the hotel's time zone (`GET /api/hw/hotel_info/1` carries it) stands in.
 */
import { useEffect, useState } from 'react';
import type { BusinessDateAnswer } from '@pms/contracts/night-audit';
import { isIsoDate } from '@pms/contracts/rules/dates';
import { api } from '../api/client';
import { useLoaded } from '../hooks/useLoaded';
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

/**
 * The hotel's time zone for showing a clock time (an audit entry's), `undefined` until known and
 * `null` when it cannot be had (the browser's zone then stands in).
 */
export function useHotelTimeZone(): string | null | undefined {
  return useLoaded(loadHotelTimeZone, undefined);
}

let businessDate: Promise<string | null> | null = null;
/** Told when the business date moved (a night audit closed the day): every "today" reads it again. */
const BUSINESS_DATE_EVENT = 'pms:business-date';

/** The business date, fetched once per page (again after `refreshBusinessDate`); null when it cannot be had. */
export function loadBusinessDate(): Promise<string | null> {
  businessDate ??= api.get<BusinessDateAnswer | undefined>('/api/business-date').then(
    (answer) => (typeof answer?.business_date === 'string' && isIsoDate(answer.business_date) ? answer.business_date : null),
    (e: unknown) => {
      businessDate = null;
      console.warn('[hotel] could not load the business date; using the calendar date for today', e);
      return null;
    },
  );
  return businessDate;
}

/** After a night audit: forget the business date and have every screen's "today" read it again. */
export function refreshBusinessDate(): void {
  businessDate = null;
  globalThis.dispatchEvent?.(new Event(BUSINESS_DATE_EVENT));
}

/** Forgets the cached zone and business date (tests). */
export function resetHotelTimeZone(): void {
  zone = null;
  businessDate = null;
}

/** The hotel's today: the business date, else the calendar date in its zone, else the browser's. */
export async function loadHotelToday(): Promise<string> {
  const date = await loadBusinessDate();
  return date ?? todayIso((await loadHotelTimeZone()) ?? undefined);
}

/**
 * The hotel's today (`YYYY-MM-DD`: the business date), or `null` until it is known — a screen that
 * defaults to today waits for it rather than querying a wrong day first. Follows the night audit.
 */
export function useHotelToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void loadHotelToday().then((d) => live && setToday(d));
    read();
    globalThis.addEventListener?.(BUSINESS_DATE_EVENT, read);
    return () => {
      live = false;
      globalThis.removeEventListener?.(BUSINESS_DATE_EVENT, read);
    };
  }, []);
  return today;
}
