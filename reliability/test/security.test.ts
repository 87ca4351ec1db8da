import { randomUUID } from 'node:crypto';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@pms/contracts/auth';
import { ROLES } from '@pms/contracts/permissions';
import { ErrorBody } from '@pms/contracts/errors';
import { routes, type RouteDef } from '@pms/contracts/routes';
import { waitFor } from '@pms/service-kit/testing';
import { NASTY } from './arbitraries';
import { routeCaller } from './route-calls';
import { snapshot, startSuite, TODAY, USERS, type Suite } from './suite';

/**
 * Sessions and hostile input against the whole suite (gateway and services in process, demo hotel).
 * The gateway's own access tests use stub services (gateway/test/gateway-access.test.ts) and svc-auth's use
 * one verifier (svc-auth/test/session.test.ts); here every protected route of the route table is
 * tried against the real services, through the gateway AND straight at the owning service, with
 * tokens signed by svc-auth's real key.
 */
let suite: Suite;

beforeAll(async () => {
  suite = await startSuite();
  // svc-auth makes its development signing key at the first sign-in.
  await suite.signIn(USERS.manager);
}, 120_000);

afterAll(async () => {
  await suite?.stop();
});

const { PROTECTED, pathOf, call } = routeCaller(() => suite);

/** Tokens signed with svc-auth's own key (read from its schema), with one thing wrong each. */
async function badTokens(): Promise<Record<string, string>> {
  const [key] = await suite.sql.auth<{ kid: string; alg: string; private_jwk: JWK }[]>`select kid, alg, private_jwk from signing_keys`;
  if (!key) throw new Error('svc-auth has no signing key yet');
  const privateKey = await importJWK(key.private_jwk, key.alg);
  const sign = (o: { exp?: string | number; aud?: string; iss?: string; key?: CryptoKey | Uint8Array; kid?: string } = {}) =>
    new SignJWT({ username: 'manager', access_id: 2, type: 'Manager' })
      .setProtectedHeader({ alg: key.alg, kid: o.kid ?? key.kid })
      .setSubject('2')
      .setJti(randomUUID())
      .setIssuer(o.iss ?? TOKEN_ISSUER)
      .setAudience(o.aud ?? TOKEN_AUDIENCE)
      .setIssuedAt(o.exp !== undefined ? '-9h' : undefined)
      .setExpirationTime(o.exp ?? '8h')
      .sign(o.key ?? privateKey);
  const valid = await sign();
  const [h, p, s] = valid.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  const raised = Buffer.from(JSON.stringify({ ...claims, access_id: 3, type: 'Administrator' })).toString('base64url');
  const foreign = await generateKeyPair(key.alg === 'ES256' ? 'ES256' : 'EdDSA', { crv: key.alg === 'ES256' ? 'P-256' : 'Ed25519' });
  const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
  return {
    valid,
    expired: await sign({ exp: '-1m' }),
    'wrong audience': await sign({ aud: 'another-app' }),
    'wrong issuer': await sign({ iss: 'someone-else' }),
    'tampered claims': `${h}.${raised}.${s}`,
    'tampered signature': `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
    'foreign key, same kid': await sign({ key: foreign.privateKey }),
    'unsigned (alg none)': none,
    garbage: 'not.a.token',
  };
}

describe('sessions', () => {
  it('every protected route refuses anonymous, expired, tampered, wrong-audience and forged tokens, at the gateway and at its service', async () => {
    const tokens = await badTokens();
    const cookieOf = (t: string) => `${SESSION_COOKIE}=${t}`;
    for (const route of PROTECTED) {
      // The valid token passes (so the refusals below are about the token alone).
      for (const how of ['gateway', 'service'] as const) {
        const ok = await call(route, how, cookieOf(tokens.valid!));
        expect(ok.status, `${how} ${route.method} ${route.path} with a valid token: ${ok.text}`).not.toBe(401);
        for (const [kind, token] of [['anonymous', undefined] as const, ...Object.entries(tokens).filter(([k]) => k !== 'valid')]) {
          const res = await call(route, how, token === undefined ? undefined : cookieOf(token));
          expect(res.status, `${how} ${route.method} ${route.path} with ${kind}: ${res.text}`).toBe(401);
          expect(ErrorBody.parse(JSON.parse(res.text)).error).toBe('unauthorized');
        }
      }
    }
    // Bearer tokens get the same treatment as the cookie.
    const res = await suite.gateway.request('/api/hw/tax_rates', { headers: { authorization: `Bearer ${tokens['tampered claims']}` } });
    expect(res.status).toBe(401);
  }, 120_000);

  it('a signed-out token stops working everywhere: gateway, every service, and the status says guest', async () => {
    const cookie = await suite.signIn(USERS.employee);
    const probes = (['auth', 'reservations', 'rooms', 'billing'] as const).map((owner) => PROTECTED.find((r) => r.owner === owner && r.method === 'GET' && r.access <= ROLES.employee));
    for (const route of probes.filter((r): r is RouteDef => !!r)) {
      expect((await call(route, 'gateway', cookie, pathOf(route))).status).toBe(200);
      expect((await call(route, 'service', cookie, pathOf(route))).status).toBe(200);
    }
    expect((await suite.request('GET', '/api/logout', { cookie })).status).toBe(200);
    // The gateway answers the status from the session: guest once the revocation reaches its list.
    const status = async () => ((await (await suite.request('GET', '/api/login/status', { cookie })).json()) as { username: string }).username;
    await waitFor(async () => (await status()) === 'guest', 'the status to say guest');
    // Each process learns of the sign-out from svc-auth's revocation event, on its own consumer.
    for (const how of ['gateway', 'service'] as const) {
      for (const route of PROTECTED) {
        await waitFor(async () => (await call(route, how, cookie)).status === 401, `${how} to refuse the signed-out token on ${route.method} ${route.path}`);
      }
    }
  }, 120_000);
});

const INJECTIONS = [
  "' or '1'='1",
  "'; drop table reservations.res_rooms; --",
  "1; delete from rooms.rooms",
  "1' union select card_sealed from reservations.customers --",
  '") or true --',
  "%' or 1=1 --",
  '\\',
  ...NASTY.filter((s) => s.includes("'") || s.includes('"')),
];

describe('SQL injection in path parts', () => {
  it('is harmless in every parameter of every route: no 5xx, nothing changed, nothing matched that should not be', async () => {
    const cookie = await suite.signIn(USERS.manager);
    const before = await snapshot(suite);
    for (const route of routes as readonly RouteDef[]) {
      const params = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      for (const param of params) {
        for (const text of INJECTIONS) {
          // Writes get a body the route refuses, so only the path part is under test.
          const res = await call(route, 'gateway', route.access > 0 ? cookie : undefined, pathOf(route, { [param]: text }));
          expect(res.status, `${route.method} ${route.path} ${param}=${text}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    }
    expect(await snapshot(suite)).toEqual(before);

    // Text that looks like SQL is matched as text: no guest is named "' or '1'='1".
    for (const text of INJECTIONS) {
      const search = await suite.request('GET', `/api/hw/reservations_list/${encodeURIComponent(text)}/undefined/undefined/undefined/undefined`, { cookie });
      expect(search.status === 400 || JSON.stringify(await search.json()) === '[]', text).toBe(true);
      const guests = await suite.request('GET', `/api/hw/guests/undefined/${encodeURIComponent(text)}/undefined/undefined`, { cookie });
      expect(guests.status === 400 || JSON.stringify(await guests.json()) === '[]', text).toBe(true);
    }
  }, 120_000);
});

describe('card numbers', () => {
  const CARDS = ['4111 1111 1111 1111', '5555-5555-5555-4444'];
  const patterns = CARDS.map((c) => new RegExp(c.replace(/\D/g, '').split('').join('[\\s-]?')));

  it('never leave the suite in full: every answer of a whole stay, and every event, hold at most the last four digits', async () => {
    const cookie = await suite.signIn(USERS.manager);
    const bodies: string[] = [];
    const req = async (method: string, path: string, body?: unknown) => {
      const res = await suite.request(method, path, { cookie, body });
      const text = await res.text();
      bodies.push(`${method} ${path} ${res.status}\n${text}`);
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
    };
    const guest = (card: string, i: number) => ['Card', `Holder${'ab'[i]}`, '1 Main St', 'Cleveland', 'Ohio', '44114', `card${i}@example.com`, '216-555-0100', card, '12/30'];

    for (const [i, card] of CARDS.entries()) {
      const booked = await req('POST', '/api/hw/reservation', { cust: guest(card, i), reserve: [0, 'card test'], rooms: [[1, TODAY, '2026-03-03', 1, 0, '']] });
      expect(booked.status).toBe(201);
      const { reservation_id, confirmation_codes } = booked.json as { reservation_id: number; confirmation_codes: string[] };
      const reservation = (await req('GET', `/api/hw/reservation/${reservation_id}`)).json as { version: number; customer_id: number; ccLastFour: string };
      expect(reservation.ccLastFour).toBe(card.slice(-4));
      const [stay] = (await req('GET', `/api/hw/res_rooms/${reservation_id}`)).json as { res_room_id: number }[];
      await req('GET', `/api/hw/reservations_list/undefined/Holder${'ab'[i]}/undefined/undefined/undefined`);
      await req('GET', `/api/hw/reservations_list/undefined/undefined/undefined/undefined/${confirmation_codes[0]}`);
      // The update screen sends the masked card back; the number stays as it was.
      const updated = await req('PUT', '/api/hw/reservation', {
        cust: guest(`****${card.slice(-4)}`, i),
        reserve: [0, 'card test, changed'],
        rooms: [[1, TODAY, '2026-03-03', 2, 0, '']],
        customerId: reservation.customer_id,
        reservation_id,
        resRoomId: stay!.res_room_id,
        version: reservation.version,
      });
      expect(updated.status, JSON.stringify(updated.json)).toBe(200);
      const arrivals = (await req('GET', `/api/hw/arrivals/${TODAY}/undefined/Holder${'ab'[i]}/undefined`)).json as { rooms_arrivals: { room_id: number; room_type_id: number }[] };
      const room = arrivals.rooms_arrivals.find((r) => r.room_type_id === 1)!;
      const checkedIn = await req('PUT', `/api/hw/checkinRoom/${stay!.res_room_id}/${room.room_id}`);
      expect(checkedIn.status).toBe(200);
      const roomNum = (checkedIn.json as { room_num: string }).room_num;
      await req('GET', `/api/hw/guests/undefined/Holder${'ab'[i]}/undefined/undefined`);
      await waitFor(async () => {
        const rows = (await suite.request('GET', '/api/hw/departures/undefined/undefined/undefined/false/false/false', { cookie }).then((r) => r.json())) as { res_room_id: number }[];
        return rows.some((r) => r.res_room_id === stay!.res_room_id);
      }, 'billing to list the guest');
      await req('GET', '/api/hw/departures/undefined/undefined/undefined/false/false/false');
      await req('GET', `/api/hw/pre_invoice/${stay!.res_room_id}`);
      await req('PUT', `/api/hw/checkoutRoom/${stay!.res_room_id}/${roomNum}`);
      const paid = await req('POST', '/api/hw/invoice', { id: stay!.res_room_id, payment_type: 'Credit Card' });
      expect(paid.status).toBe(201);
      const [, { invoice_id }] = paid.json as [unknown, { invoice_id: number }];
      await req('GET', `/api/hw/invoice/${invoice_id}`);
      await req('GET', `/api/hw/invoice_id/${stay!.res_room_id}`);
      await req('GET', '/api/hw/housekeeping_status/false/false/false/false/false/false/false/false/false');
      await req('GET', `/api/hw/house_status_res_rooms/${TODAY}`);
    }

    // The patterns do find a number as the guest typed it (so their silence below means something).
    for (const [i, p] of patterns.entries()) expect(p.test(`x ${CARDS[i]} y`) && p.test(CARDS[i]!.replace(/\D/g, ''))).toBe(true);
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) for (const p of patterns) expect(p.test(body), body.slice(0, 300)).toBe(false);
    // Nothing the services publish carries it either (the outbox holds every event they sent).
    for (const schema of ['auth', 'rooms', 'reservations', 'billing'] as const) {
      const rows = await suite.sql[schema]<{ envelope: unknown }[]>`select envelope from outbox`;
      for (const { envelope } of rows) for (const p of patterns) expect(p.test(JSON.stringify(envelope))).toBe(false);
    }
    // At rest it is sealed: the guest table holds no clear number.
    const customers = await suite.sql.reservations<{ row: string }[]>`select row_to_json(c)::text as row from customers c`;
    for (const { row } of customers) for (const p of patterns) expect(p.test(row)).toBe(false);
  }, 120_000);
});
