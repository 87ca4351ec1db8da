import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Reservation } from '@pms/contracts/reservations';
import { api } from '../src/api/client';
import type { ApiAnswer, ApiBody, ApiRoute } from '../src/api/routes';

/** `api.request`: a documented route by its route-table name, typed from the OpenAPI document. */

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, method: init?.method, body: init?.body, headers: init?.headers as Record<string, string> };
};

describe('api.request', () => {
  it('fills the path parameters (encoded) and sends the method', async () => {
    await api.request('PUT /api/hw/checkoutRoom/:res_room_id/:room_num', { params: { res_room_id: 12, room_num: '1 01' } });
    expect(sent()).toMatchObject({ url: '/api/hw/checkoutRoom/12/1%2001', method: 'PUT', body: undefined });
  });

  it('adds the query, leaving out unset and empty parameters (the audit trail asks with only the filters set)', async () => {
    await api.request('GET /api/audit', { query: { entity: 'reservation', entity_id: '5', username: undefined, from: '', cursor: 'abc' } });
    expect(sent().url).toBe('/api/audit?entity=reservation&entity_id=5&cursor=abc');
    fetchMock.mockClear();
    await api.request('GET /api/audit', { query: {} });
    expect(sent().url).toBe('/api/audit');
  });

  it('sends the body as JSON with the Idempotency-Key', async () => {
    await api.request('POST /api/folios/:res_room_id/payments', {
      params: { res_room_id: 3 },
      body: { method: 'Cash', amount: 20 },
      idempotencyKey: 'k-1',
    });
    expect(sent()).toMatchObject({ url: '/api/folios/3/payments', method: 'POST', body: JSON.stringify({ method: 'Cash', amount: 20 }) });
    expect(sent().headers['Idempotency-Key']).toBe('k-1');
  });

  it('needs no options for a route without parameters or body', async () => {
    await expect(api.request('GET /api/business-date')).resolves.toEqual({ ok: true });
    expect(sent()).toMatchObject({ url: '/api/business-date', method: 'GET' });
  });
});

describe('the types come from the OpenAPI document', () => {
  it('answers and bodies are the contracts’ shapes', () => {
    expectTypeOf<ApiAnswer<'GET /api/hw/reservation/:id'>>().toEqualTypeOf<Reservation>();
    expectTypeOf<ApiAnswer<'GET /api/business-date'>>().toEqualTypeOf<{ business_date: string }>();
    expectTypeOf<ApiBody<'POST /api/night-audit'>>().toEqualTypeOf<{ business_date: string }>();
    expectTypeOf<'GET /api/hw/reservation/:id'>().toExtend<ApiRoute>();
    expectTypeOf<'PATCH /api/hw/reservation/:id'>().not.toExtend<ApiRoute>();
  });

  it('refuses what the document does not have (a compile error, checked by npm run typecheck)', () => {
    const never = (): void => undefined;
    // @ts-expect-error: no such route
    never.call(null, api.request('GET /api/nowhere'));
    // @ts-expect-error: the route has a path parameter
    never.call(null, api.request('GET /api/hw/reservation/:id'));
    // @ts-expect-error: the parameter is misnamed
    never.call(null, api.request('GET /api/hw/reservation/:id', { params: { reservation_id: 1 } }));
    // @ts-expect-error: the body is not the route's
    never.call(null, api.request('POST /api/night-audit', { body: { date: '2026-03-01' } }));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
