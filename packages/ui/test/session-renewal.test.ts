import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onSessionExpired, setSessionRenewer } from '../src/api/client';

/** The api client's side of "session expiry loses no work" (shell/src/auth/SessionRenewal.tsx shows the dialog). */
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { error: 'unauthorized', message: 'Please sign in.' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a 401 with a renewer registered', () => {
  it('asks once for every call failing meanwhile, then sends each again with its body and Idempotency-Key', async () => {
    let renewed = false;
    fetchMock.mockImplementation(async () => (renewed ? json(200, { ok: true }) : unauthorized()));
    let release!: (ok: boolean) => void;
    const renewer = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    const off = setSessionRenewer(renewer);
    try {
      const a = api.post('/api/folios/3/payments', { amount: 5 }, { idempotencyKey: 'k-1' });
      const b = api.get('/api/hw/room_issues');
      await vi.waitFor(() => expect(renewer).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      renewed = true;
      release(true);
      expect(await a).toEqual({ ok: true });
      expect(await b).toEqual({ ok: true });
      expect(renewer).toHaveBeenCalledTimes(1);
      const retried = fetchMock.mock.calls.filter(([path]) => path === '/api/folios/3/payments');
      expect(retried).toHaveLength(2);
      for (const [, init] of retried) {
        expect(init?.body).toBe(JSON.stringify({ amount: 5 }));
        expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
      }
    } finally {
      off();
    }
  });

  it('declined, or still 401 after renewing: the session-expired handlers run and the call fails', async () => {
    fetchMock.mockImplementation(async () => unauthorized());
    const expired = vi.fn();
    const offExpired = onSessionExpired(expired);
    for (const answer of [false, true]) {
      const off = setSessionRenewer(async () => answer);
      try {
        await expect(api.get('/api/hw/room_issues')).rejects.toBeInstanceOf(ApiError);
      } finally {
        off();
      }
    }
    expect(expired).toHaveBeenCalledTimes(2);
    offExpired();
  });
});
