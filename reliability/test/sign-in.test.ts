import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, type SettableClock } from '@pms/service-kit';
import { hashPassword } from '@pms/svc-auth/service';
import { startSuite, TODAY, USERS, type Suite } from './suite';

/**
 * Sign-in against a hostile network (issue #13, docs/security.md "Sign-in throttling"): through the
 * gateway behind an ingress (TRUST_PROXY_HOPS=1, so each test names its client's address in
 * x-forwarded-for as the ingress would), on real PostgreSQL and NATS, with svc-auth's default
 * per-address ceiling (LOGIN_RATE_LIMIT=100). The clock moves instead of the test sleeping.
 */
const base = fixedClock(TODAY);
let offsetMs = 0;
const clock: SettableClock = { ...base, now: () => new Date(base.now().getTime() + offsetMs) };
const advance = (ms: number) => (offsetMs += ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let suite: Suite;

beforeAll(async () => {
  suite = await startSuite({ only: ['auth'], demo: ['auth'], clock, env: { LOGIN_RATE_LIMIT: '100' }, gateway: { trustProxyHops: 1 } });
}, 120_000);
afterAll(() => suite?.stop());

const signIn = (username: string, password: string, address: string) =>
  suite.request('POST', '/api/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });

/** What a client can tell apart: status, every header but the request id, and the body's bytes. */
async function visible(res: Response) {
  const headers = [...res.headers].filter(([name]) => name !== 'x-request-id');
  return { status: res.status, headers, body: await res.text() };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

describe('a stranger cannot keep staff out', () => {
  it('50 failures against manager from one address do not stop manager signing in from another', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      // The attacker waits out each wait: every one of the 50 is a real, checked failure.
      if (i > 0) advance(MINUTE);
      statuses.push((await signIn('manager', `guess-${i}`, '198.51.100.66')).status);
    }
    expect(statuses).toEqual(Array(50).fill(401));
    // That address now waits a minute before its next try at manager, even with the right password …
    const attacked = await signIn('manager', USERS.manager.password, '198.51.100.66');
    expect(attacked.status).toBe(429);
    expect(attacked.headers.get('retry-after')).toBe('60');

    // … while manager, from the front desk's address, signs in at once.
    const manager = await signIn('manager', USERS.manager.password, '203.0.113.10');
    expect(manager.status).toBe(200);
    expect((await manager.json()).user).toMatchObject({ username: 'manager', access_id: 2 });
    advance(10 * MINUTE);
  }, 60_000);

  it('30 clerks (30 accounts) sign in from one address within a minute, some after a typo', async () => {
    const hash = await hashPassword('clerk password');
    for (let i = 1; i <= 30; i++) {
      await suite.sql.auth`insert into users (username, password_hash, access_id) values (${`clerk${i}`}, ${hash}, 1)`;
    }
    const answers: number[] = [];
    for (let i = 1; i <= 30; i++) {
      if (i % 5 === 0) expect((await signIn(`clerk${i}`, 'clerk pasword', '192.0.2.30')).status).toBe(401);
      answers.push((await signIn(`clerk${i}`, 'clerk password', '192.0.2.30')).status);
      advance(SECOND);
    }
    expect(answers).toEqual(Array(30).fill(200));
  }, 60_000);

  it('200 failures from one address end in 429 with Retry-After, for every username, then lift', async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 200; i++) answers.push(await signIn(`someone${i}`, 'wrong', '198.51.100.200'));
    const statuses = answers.map((r) => r.status);
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(401));
    expect(statuses.slice(100)).toEqual(Array(100).fill(429));
    const last = answers[199]!;
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await last.json()).message).toMatch(/from this address/);
    // The right password from that address waits too; from any other it does not.
    expect((await signIn('user', USERS.employee.password, '198.51.100.200')).status).toBe(429);
    expect((await signIn('user', USERS.employee.password, '198.51.100.201')).status).toBe(200);
    advance(retryAfter * SECOND);
    expect((await signIn('user', USERS.employee.password, '198.51.100.200')).status).toBe(200);
  }, 120_000);
});

describe('usernames are not given away', () => {
  it('known and unknown usernames get byte-identical answers over 10 attempts, waits included', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      known.push(await visible(await signIn('manager', 'not the password', '198.51.100.1')));
      unknown.push(await visible(await signIn('manager-who-is-not', 'not the password', '198.51.100.2')));
      advance(400);
    }
    expect(unknown).toEqual(known);
    expect(known.map((a) => (a as { status: number }).status)).toEqual(expect.arrayContaining([401, 429]));
    advance(10 * MINUTE);
  }, 60_000);

  it('and take the same time: over 24 attempts each, taken in alternating pairs, the medians differ by under 20 %', async () => {
    const time = async (username: string, address: string) => {
      const started = performance.now();
      const res = await signIn(username, 'not the password', address);
      const ms = performance.now() - started;
      expect(res.status).toBe(401);
      return ms;
    };
    await time('manager', '198.51.100.9');
    await time('nobody-here', '198.51.100.9');
    const known: number[] = [];
    const unknown: number[] = [];
    // One right after the other, the first of each pair alternating, each from an address of its own
    // (every attempt is checked, none waits), so a machine busy with other test files weighs on both
    // sides alike. The medians then compare the cost itself (a missing decoy hash makes an unknown
    // name several times faster).
    for (let i = 0; i < 24; i++) {
      const sendKnown = async () => known.push(await time('manager', `198.51.101.${i}`));
      const sendUnknown = async () => unknown.push(await time(`nobody-${i}`, `198.51.102.${i}`));
      if (i % 2) {
        await sendKnown();
        await sendUnknown();
      } else {
        await sendUnknown();
        await sendKnown();
      }
    }
    const [k, u] = [median(known), median(unknown)];
    const difference = Math.abs(u - k) / Math.max(k, u);
    console.info(`sign-in median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms, difference ${(difference * 100).toFixed(1)} %`);
    expect(difference).toBeLessThan(0.2);
  }, 90_000);
});

describe('svc-auth reached around the gateway', () => {
  let server: ServerType;
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: suite.services.auth.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/login`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keys a forged X-Forwarded-For by the socket address; the gateway\'s own is believed', async () => {
    const forge = (secret?: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77', ...(secret ? { 'x-pms-gateway-secret': secret } : {}) },
        body: JSON.stringify({ username: 'forged-xff', password: 'wrong' }),
      });
    expect((await forge()).status).toBe(401);
    expect((await forge('a guessed secret that is long enough to be one')).status).toBe(401);
    expect((await signIn('forged-xff', 'wrong', '203.0.113.78')).status).toBe(401);
    const rows = await suite.sql.auth<{ address: string; failures: number }[]>`
      select address, failures from login_backoff where username_key = 'forged-xff' order by address`;
    expect(rows).toEqual([
      { address: '127.0.0.1', failures: 2 },
      { address: '203.0.113.78', failures: 1 },
    ]);
  });
});
