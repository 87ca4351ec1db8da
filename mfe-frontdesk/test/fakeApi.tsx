/**
 * The screens' tests talk to a fake `/api` (a stubbed `fetch`) and mount the department as the
 * shell does: its routes under a router, inside the notice provider, beside the update screen's
 * address so a hand-off can be seen.
 */
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { DEMO_HOTEL } from '@pms/contracts/demo-hotel';
import { NoticeProvider, resetHotelTimeZone } from '@pms/ui';
import FrontdeskRoutes from '../src/routes';

export interface Call {
  method: string;
  /** The path without its query, which routes match on. */
  path: string;
  /** The query parameters (`?limit=&cursor=` of a paged list). */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Answer = Reply | Promise<Reply>;
type Handler = (call: Call) => Answer;

/** A fake API: `on('GET', /^\/api\/hw\/arrivals\//, handler)`; unmatched calls answer 404. */
export function fakeApi() {
  const routes: Array<{ method: string; path: RegExp | string; handler: Handler }> = [];
  const calls: Call[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://pms.test');
    const path = url.pathname;
    const call: Call = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = [...routes].reverse().find((r) => r.method === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    const signal = init.signal;
    const answer = route ? route.handler(call) : { status: 404, body: { error: 'not_found', message: `no fake for ${method} ${path}` } };
    // As a real fetch: an abort rejects with an AbortError even while the answer is pending.
    const settled = await new Promise<Reply>((resolve, reject) => {
      if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      void Promise.resolve(answer).then(resolve, reject);
    });
    const status = settled.status ?? 200;
    return new Response(settled.body === undefined ? null : JSON.stringify(settled.body), {
      status,
      headers: { 'content-type': 'application/json', ...settled.headers },
    });
  });

  return {
    calls,
    fetchMock,
    on(method: string, path: RegExp | string, handler: Handler | Reply) {
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
    },
    /** The calls made so far with this method whose path matches. */
    made(method: string, path: RegExp | string): Call[] {
      return calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
    },
    install() {
      resetHotelTimeZone();
      vi.stubGlobal('fetch', fetchMock);
    },
  };
}

/** Shows where the app went, for the in-house hand-off. */
function Elsewhere() {
  const location = useLocation();
  return <h1>Elsewhere: {location.pathname}</h1>;
}

export function renderFrontDesk(path: string) {
  return render(
    <NoticeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reserve/*" element={<Elsewhere />} />
          <Route path="*" element={<FrontdeskRoutes notFound={<h1>PAGE NOT FOUND</h1>} />} />
        </Routes>
      </MemoryRouter>
    </NoticeProvider>,
  );
}

/** svc-rooms' hotel info of the demo hotel. */
const HOTEL_INFO = DEMO_HOTEL;

export type FakeApi = ReturnType<typeof fakeApi>;

/**
 * The start of a screen test: the clock at `now` (Date only: timers stay real, so the screens'
 * waits run) and a fresh fake API that answers the hotel's info in `zone`. Add answers, then `install()`.
 */
export function startScreenTest(now: Date, zone: string): FakeApi {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const api = fakeApi();
  api.on('GET', '/api/hw/hotel_info/1', { body: { ...HOTEL_INFO, time_zone: zone } });
  return api;
}

/** The end of one: unmounted, the clock, fetch and every spy restored. */
export function endScreenTest(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
