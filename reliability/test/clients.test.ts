import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ClientSecretAnswer, TokenAnswer } from '@pms/contracts/clients';
import { callApp, waitFor } from '@pms/service-kit/testing';
import { bookingBody } from './checks';
import { startSuite, type Suite } from './suite';

/**
 * Machine clients against the real services (docs/integrations.md "Machine clients"): a token's
 * scopes decide what it may call at the gateway AND at the service reached around it, a client's
 * writes name it in the audit trail, and revoking it ends its tokens in every process (each keeps
 * its own revocation list here, as separate processes would).
 */
let suite: Suite;
let admin: string;

beforeAll(async () => {
  suite = await startSuite({ only: ['auth', 'rooms', 'reservations'], demo: ['auth', 'rooms', 'reservations'] });
  admin = await suite.signIn({ username: 'admin', password: 'admin' });
}, 120_000);
afterAll(() => suite?.stop());

async function clientWith(name: string, scopes: string[]): Promise<{ name: string; token: string; client_id: string }> {
  const made = await suite.request('POST', '/api/clients', { body: { name, scopes }, cookie: admin });
  expect(made.status, await made.clone().text()).toBe(201);
  const { client_id, client_secret } = ClientSecretAnswer.parse(await made.json());
  const res = await suite.gateway.request('/api/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret }).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { name, client_id, token: TokenAnswer.parse(await res.json()).access_token };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const viaGateway = (token: string, method: string, path: string, body?: unknown) => suite.request(method, path, { body, ...bearer(token) });
const atService = (token: string, method: string, path: string, body?: unknown) => callApp(suite.services.reservations.app, method, path, body, bearer(token));
const reservationCount = async () => (await suite.sql.reservations<{ n: number }[]>`select count(*)::int as n from reservations`)[0]!.n;

describe('a client with reservations:read', () => {
  it('reads a reservation but cannot book (403), at the gateway and at the service, booking nothing', async () => {
    const reader = await clientWith('Revenue dashboard', ['reservations:read']);
    const [demo] = await suite.sql.reservations<{ reservation_id: number }[]>`select reservation_id from reservations order by reservation_id limit 1`;
    for (const call of [viaGateway, atService]) {
      const read = await call(reader.token, 'GET', `/api/hw/reservation/${demo!.reservation_id}`);
      expect(read.status, await read.clone().text()).toBe(200);
      expect(await read.json()).toMatchObject({ reservation_id: demo!.reservation_id });
    }
    const day = ((await (await viaGateway(reader.token, 'GET', '/api/business-date')).json()) as { business_date: string }).business_date;
    const before = await reservationCount();
    const body = bookingBody({ type: 1, arrival: addDays(day, 2), departure: addDays(day, 4), last: 'Refused' });
    expect((await viaGateway(reader.token, 'POST', '/api/hw/reservation', body)).status).toBe(403);
    expect((await atService(reader.token, 'POST', '/api/hw/reservation', body)).status).toBe(403);
    // Nor any other area's route, nor a Manager's.
    expect((await viaGateway(reader.token, 'GET', '/api/hw/roomsIdNum')).status).toBe(403);
    expect((await viaGateway(reader.token, 'GET', '/api/night-audit/preview')).status).toBe(403);
    expect(await reservationCount()).toBe(before);
  });
});

describe('a client with reservations:write', () => {
  it('books without a CSRF token or cookie, and the booking and its audit entry name the client', async () => {
    const writer = await clientWith('Booking engine', ['reservations:read', 'reservations:write']);
    const day = ((await (await viaGateway(writer.token, 'GET', '/api/business-date')).json()) as { business_date: string }).business_date;
    const booked = await viaGateway(writer.token, 'POST', '/api/hw/reservation', bookingBody({ type: 1, arrival: addDays(day, 2), departure: addDays(day, 3), last: 'Integrated' }));
    expect(booked.status, await booked.clone().text()).toBe(201);
    const id = ((await booked.json()) as { reservation_id: number }).reservation_id;
    const [row] = await suite.sql.reservations<{ booked_by: string }[]>`select booked_by from reservations where reservation_id = ${id}`;
    expect(row?.booked_by).toBe('client:Booking engine');
    const [entry] = await suite.sql.reservations<{ username: string }[]>`
      select username from audit_entries where action = 'reservation.created' and entity_id = ${String(id)}`;
    expect(entry?.username).toBe('client:Booking engine');
  });
});

describe('revoking a client', () => {
  it('ends its tokens at the gateway and at the service within 1 s', async () => {
    const doomed = await clientWith('Old channel manager', ['reservations:read']);
    expect((await viaGateway(doomed.token, 'GET', '/api/business-date')).status).toBe(200);
    const res = await suite.request('DELETE', `/api/clients/${doomed.client_id}`, { cookie: admin });
    // The bound: "revoking a client stops its tokens within 1 s", from the revoke's answer.
    const answered = performance.now();
    expect(res.status).toBe(200);
    const refusedAfter = async (where: string, call: () => Promise<Response>) => {
      await waitFor(async () => (await call()).status === 401, `${where} to refuse the token within 1 s`, { timeoutMs: 1_000, intervalMs: 50 });
      return performance.now() - answered;
    };
    const [gateway, service] = await Promise.all([
      refusedAfter('the gateway', () => viaGateway(doomed.token, 'GET', '/api/business-date')),
      refusedAfter('the service', () => atService(doomed.token, 'GET', '/api/business-date')),
    ]);
    console.info(`revoked client's token refused at the gateway after ${gateway.toFixed(0)} ms, at the service after ${service.toFixed(0)} ms`);
    expect(gateway).toBeLessThan(1_000);
    expect(service).toBeLessThan(1_000);
  });
});
