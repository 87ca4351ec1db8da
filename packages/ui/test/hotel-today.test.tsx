// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTimeZone, loadHotelTimeZone, refreshBusinessDate, resetHotelTimeZone, useHotelToday } from '../src/dates/hotelToday';
import { toIsoDate } from '../src/dates/isoDate';

const fetchMock = vi.fn();

beforeEach(() => {
  resetHotelTimeZone();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['Date'] });
  // 20:00 UTC on 1 March: already 2 March at UTC+14, still 1 March in New York.
  vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Today() {
  const today = useHotelToday();
  return <p data-testid="today">{today ?? 'unknown'}</p>;
}

describe('the hotel’s today', () => {
  it('is the business date, not the browser’s or the calendar’s, and waits for it', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/api/business-date' ? answer({ business_date: '2026-02-27' }) : answer({ time_zone: 'UTC' })));
    render(<Today />);
    expect(screen.getByTestId('today').textContent).toBe('unknown');
    await waitFor(() => expect(screen.getByTestId('today').textContent).toBe('2026-02-27'));
    expect(fetchMock).toHaveBeenCalledWith('/api/business-date', expect.objectContaining({ method: 'GET' }));
  });

  it('follows the night audit: refreshBusinessDate makes every screen read the new date', async () => {
    let date = '2026-02-27';
    fetchMock.mockImplementation(async () => answer({ business_date: date }));
    render(<Today />);
    await waitFor(() => expect(screen.getByTestId('today').textContent).toBe('2026-02-27'));
    date = '2026-02-28';
    refreshBusinessDate();
    await waitFor(() => expect(screen.getByTestId('today').textContent).toBe('2026-02-28'));
  });

  it('is today in the zone hotel_info names when the business date cannot be had', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/api/business-date' ? answer({ error: 'unavailable' }, 503) : answer({ hotel_info_id: 1, time_zone: 'Pacific/Kiritimati' })));
    render(<Today />);
    await waitFor(() => expect(screen.getByTestId('today').textContent).toBe('2026-03-02'));
    expect(fetchMock).toHaveBeenCalledWith('/api/hw/hotel_info/1', expect.objectContaining({ method: 'GET' }));
  });

  it('asks once per page however many screens want it', async () => {
    fetchMock.mockResolvedValue(answer({ time_zone: 'America/New_York' }));
    expect(await Promise.all([loadHotelTimeZone(), loadHotelTimeZone()])).toEqual(['America/New_York', 'America/New_York']);
    expect(await loadHotelTimeZone()).toBe('America/New_York');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to the browser’s date when the zone cannot be had, and asks again next time', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    render(<Today />);
    await waitFor(() => expect(screen.getByTestId('today').textContent).toBe(toIsoDate(new Date())));
    fetchMock.mockResolvedValueOnce(answer({ time_zone: 'Pacific/Kiritimati' }));
    expect(await loadHotelTimeZone()).toBe('Pacific/Kiritimati');
  });

  it('ignores a zone Intl does not know', async () => {
    fetchMock.mockResolvedValue(answer({ time_zone: 'Mars/Olympus_Mons' }));
    expect(await loadHotelTimeZone()).toBeNull();
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
