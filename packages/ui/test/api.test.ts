// long-file: the tests of the one API client (requests, errors, trace references, session expiry, paths), side by side.
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { routePath } from '@pms/contracts/routes';
import { ApiError, api, isAbortError, newIdempotencyKey, onSessionExpired } from '../src/api/client';
import { reportApiError } from '../src/api/useApi';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api requests', () => {
  it('GET sends same-origin credentials and accepts JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    await expect(api.get('/api/room/types')).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/room/types');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>).Accept).toBe('application/json');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('POST, PUT and PATCH send a JSON body, and the Idempotency-Key when given', async () => {
    fetchMock.mockImplementation(async () => json(201, { reservation_id: 7 }));
    await api.post('/api/hw/reservation', { cust: ['Mary'] }, { idempotencyKey: 'k-1' });
    await api.put('/api/hw/reservation', { a: 1 });
    await api.patch('/api/users/4', { disabled: true });
    const [, post] = fetchMock.mock.calls[0]!;
    expect(post?.method).toBe('POST');
    expect(post?.body).toBe('{"cust":["Mary"]}');
    expect((post?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((post?.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
    const [, put] = fetchMock.mock.calls[1]!;
    expect(put?.method).toBe('PUT');
    expect((put?.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
    const [url, patch] = fetchMock.mock.calls[2]!;
    expect(url).toBe('/api/users/4');
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body).toBe('{"disabled":true}');
    expect((patch?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('an empty answer resolves undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.put('/api/hw/cancelReservation/5')).resolves.toBeUndefined();
  });

  it('checks the answer against its schema and returns the parsed value', async () => {
    const RoomType = z.object({ room_type_id: z.number(), type: z.string(), rate: z.coerce.number() });
    fetchMock.mockResolvedValue(json(200, [{ room_type_id: 1, type: 'King', rate: '109.99' }]));
    await expect(api.get('/api/room/types', { schema: z.array(RoomType) })).resolves.toEqual([
      { room_type_id: 1, type: 'King', rate: 109.99 },
    ]);
  });

  it('an answer that breaks its schema is an invalid_response error', async () => {
    fetchMock.mockResolvedValue(json(200, [{ room_type_id: 'x' }]));
    const e = await failure(api.get('/api/room/types', { schema: z.array(z.object({ room_type_id: z.number() })) }));
    expect(e).toMatchObject({ status: 200, code: 'invalid_response', message: 'The server answered in an unexpected form.' });
    expect(e.cause).toBeDefined();
  });

  it('a 2xx that is not JSON is an invalid_response error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>proxy page</html>', { status: 200 }));
    expect(await failure(api.get('/api/hw/tax_rates'))).toMatchObject({ code: 'invalid_response' });
  });
});

describe('api.getPage: one page of a paged list', () => {
  it('answers the page and the next cursor from X-Next-Cursor, null on the last page', async () => {
    fetchMock.mockResolvedValueOnce(new Response('[1,2]', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'WzJd' } }));
    await expect(api.getPage('/api/hw/guests/a/b/c/d?limit=2')).resolves.toEqual({ answer: [1, 2], next: 'WzJd' });
    fetchMock.mockResolvedValueOnce(json(200, [3]));
    await expect(api.getPage('/api/hw/guests/a/b/c/d?limit=2&cursor=WzJd')).resolves.toEqual({ answer: [3], next: null });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/hw/guests/a/b/c/d?limit=2', '/api/hw/guests/a/b/c/d?limit=2&cursor=WzJd']);
  });

  it('a refused page is an ApiError naming the field', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: 'invalid_input', message: 'cursor is not a cursor this list gave', fields: { cursor: 'is not a cursor this list gave' } }));
    const e = await failure(api.getPage('/api/hw/guests/a/b/c/d?cursor=x'));
    expect(e.fields).toEqual({ cursor: 'is not a cursor this list gave' });
  });
});

describe('api errors', () => {
  it('builds ApiError from our error body, with the bad fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: 'invalid_input', message: 'Some fields are not valid', fields: { first_name: 'is required' } }),
    );
    const e = await failure(api.post('/api/hw/reservation', {}));
    expect(e).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'invalid_input',
      message: 'Some fields are not valid',
      fields: { first_name: 'is required' },
    });
  });

  it.each<[unknown, string]>([
    [{ error: 'conflict' }, 'no message'],
    [{ message: 'x' }, 'no code'],
    [{ error: 'invalid_input', message: 'Bad', fields: ['first_name'] }, 'fields not a map'],
    ['a string', 'not an object'],
  ])('a body that is not our error shape (%j: %s) falls back to the status', async (body, _why) => {
    fetchMock.mockResolvedValue(json(400, body));
    expect(await failure(api.post('/api/hw/reservation', {}))).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Some of the information is not valid.',
    });
  });

  it('non-string field messages are dropped, the rest kept', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'invalid_input', message: 'Bad', fields: { a: 'wrong', b: 3 } }));
    expect((await failure(api.post('/api/x', {}))).fields).toEqual({ a: 'wrong' });
  });

  it('keeps a conflict as it came', async () => {
    fetchMock.mockResolvedValue(json(409, { error: 'conflict', message: 'Room 104 is occupied.' }));
    const e = await failure(api.put('/api/hw/checkinRoom/1/2'));
    expect(e).toMatchObject({ status: 409, code: 'conflict', message: 'Room 104 is occupied.' });
    expect(e.fields).toBeUndefined();
  });

  it.each([
    [500, 'internal', 'The server had a problem. Please try again.'],
    [502, 'http_502', 'The server had a problem. Please try again.'],
    [503, 'unavailable', 'The server had a problem. Please try again.'],
    [404, 'not_found', 'This could not be found.'],
    [403, 'forbidden', 'You do not have access to this.'],
  ])('a %i without our body gets code %s and a readable message', async (status, code, message) => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status }));
    expect(await failure(api.get('/api/hw/tax_rates'))).toMatchObject({ status, code, message });
  });

  it('no connection is status 0, code network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const e = await failure(api.get('/api/hw/tax_rates'));
    expect(e).toMatchObject({ status: 0, code: 'network' });
    expect(e.message).toMatch(/could not be reached/);
  });

  it('a cancelled call rejects with the AbortError itself, not an ApiError', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async (_url, init) => {
      controller.abort();
      init?.signal?.throwIfAborted();
      return json(200, {});
    });
    const p = api.get('/api/hw/guests/a/b/c/d', { signal: controller.signal });
    await expect(p).rejects.toSatisfy(isAbortError);
    await expect(p).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('session expiry', () => {
  it('a 401 calls the registered handler; unregistering stops it', async () => {
    const handler = vi.fn();
    const off = onSessionExpired(handler);
    fetchMock.mockImplementation(async () => json(401, { error: 'unauthorized', message: 'Please log in.' }));
    expect(await failure(api.get('/api/hw/room_issues'))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(handler).toHaveBeenCalledWith({ method: 'GET', path: '/api/hw/room_issues' });
    off();
    await failure(api.get('/api/hw/room_issues'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a wrong password (401 from /api/login) is not an expired session', async () => {
    const handler = vi.fn();
    const off = onSessionExpired(handler);
    fetchMock.mockImplementation(async () => json(401, { error: 'unauthorized', message: 'Wrong username or password.' }));
    await failure(api.post('/api/login', { username: 'user', password: 'wrong' }));
    await failure(api.get('/api/hw/room_issues', { ignoreUnauthorized: true }));
    expect(handler).not.toHaveBeenCalled();
    off();
  });

  it('a handler that throws does not hide the ApiError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = onSessionExpired(() => {
      throw new Error('router gone');
    });
    fetchMock.mockResolvedValue(json(401, { error: 'unauthorized', message: 'Please log in.' }));
    expect(await failure(api.get('/api/hw/room_issues'))).toMatchObject({ status: 401 });
    off();
  });
});

describe('trace ids: the reference a clerk quotes', () => {
  it('a failed call carries the trace id of the gateway\'s traceresponse header', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'internal', message: 'The server had a problem.' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json', traceresponse: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      }),
    );
    const e = await failure(api.get('/api/hw/roomsIdNum'));
    expect(e.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('no header, or a malformed or all-zero one, gives no trace id', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: 'conflict', message: 'Taken.' }));
    expect((await failure(api.get('/api/x'))).traceId).toBeUndefined();
    for (const bad of ['garbage', '00-00000000000000000000000000000000-00f067aa0ba902b7-01', '00-4BF9-00f067aa0ba902b7-01']) {
      fetchMock.mockResolvedValueOnce(new Response('', { status: 500, headers: { traceresponse: bad } }));
      expect((await failure(api.get('/api/x'))).traceId, bad).toBeUndefined();
    }
  });

  it('the error notice shows the trace id as its reference, and the console line names it', () => {
    const notice = { error: vi.fn() };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportApiError(new ApiError({ status: 500, code: 'internal', message: 'The server had a problem.', traceId: 'abc123' }), 'Check in', notice);
    expect(notice.error).toHaveBeenCalledWith('The server had a problem.', { title: 'Check in failed.', reference: 'abc123' });
    expect(log.mock.calls[0]?.[0]).toContain('trace abc123');
  });
});

describe('reportApiError: visible notice and a console line', () => {
  it('shows the message as an error notice and logs the status and code', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notice = { error: vi.fn() };
    reportApiError(new ApiError({ status: 409, code: 'conflict', message: 'Room 104 is occupied.' }), 'Check in', notice);
    expect(notice.error).toHaveBeenCalledWith('Room 104 is occupied.', { title: 'Check in failed.' });
    expect(log.mock.calls[0]![0]).toBe('[api] Check in failed: 409 conflict: Room 104 is occupied.');
  });

  it('a 401 is logged but left to the session-expired handler', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const notice = { error: vi.fn() };
    reportApiError(new ApiError({ status: 401, code: 'unauthorized', message: 'Please log in.' }), 'Load arrivals', notice);
    expect(notice.error).not.toHaveBeenCalled();
  });

  it('a cancelled call is not reported', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notice = { error: vi.fn() };
    reportApiError(new DOMException('aborted', 'AbortError'), 'Search', notice);
    expect(notice.error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('a programming error still reaches the clerk as a notice', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const notice = { error: vi.fn() };
    reportApiError(new TypeError('x is undefined'), 'Save', notice);
    expect(notice.error).toHaveBeenCalledWith('Something went wrong in this page.', { title: 'Save failed.' });
  });
});

describe('paths and keys', () => {
  it('routePath writes empty search parts as the word undefined (docs/product.md §7)', () => {
    expect(
      routePath('/api/hw/reservations_list/:firstname/:lastname/:sdate/:edate/:confirmationNumber', {
        firstname: '',
        lastname: 'Smith',
        sdate: '2026-03-01',
        edate: undefined,
        confirmationNumber: null,
      }),
    ).toBe('/api/hw/reservations_list/undefined/Smith/2026-03-01/undefined/undefined');
  });

  it('idempotency keys are fresh UUIDs, also without crypto.randomUUID (plain http)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
    vi.stubGlobal('crypto', { getRandomValues: <B extends Uint8Array>(b: B): B => webcrypto.getRandomValues(b) });
    const b = newIdempotencyKey();
    expect(b).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(b);
  });
});
