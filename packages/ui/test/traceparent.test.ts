import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../src/api/client';
import { newTraceparent } from '../src/api/traceparent';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const W3C = /^00-([0-9a-f]{32})-([0-9a-f]{16})-00$/;
const sent = (call: number) => (fetchMock.mock.calls[call]![1]?.headers as Record<string, string>).traceparent ?? '';

describe('the browser\'s traceparent', () => {
  it('every call sends a W3C traceparent with a trace id and span id of its own, never sampled by the browser', async () => {
    fetchMock.mockImplementation(async () => Response.json({ ok: 1 }));
    await api.get('/api/room/types');
    await api.post('/api/hw/reservation', { a: 1 });
    const [first, second] = [W3C.exec(sent(0)), W3C.exec(sent(1))];
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first![1]).not.toBe(second![1]);
    expect(first![2]).not.toBe(second![2]);
  });

  it('the trace id it sent is the one a failure reports, as the gateway answers it', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const traceId = W3C.exec((init?.headers as Record<string, string>).traceparent ?? '')![1];
      return Response.json({ error: 'internal', message: 'boom' }, { status: 500, headers: { traceresponse: `00-${traceId}-00f067aa0ba902b7-00` } });
    });
    const err = await api.get('/api/room/types').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).traceId).toBe(W3C.exec(sent(0))![1]);
  });

  it('ids are never the all-zero invalid ones, and differ from call to call', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newTraceparent()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(W3C);
    for (const id of ids) expect(id).not.toMatch(/^00-0{32}-|-0{16}-/);
  });
});
