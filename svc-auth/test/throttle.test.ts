import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { createTestService, type TestService } from '@pms/service-kit/testing';
import type { AuthConfig } from '../src/config';
import { FREE_FAILURES, liftSignInWaits } from '../src/login/throttle';
import { authService } from '../src/service';
import { addUser, GATEWAY_SECRET, login, MINUTE, movableClock, viaGateway } from './helpers';

/**
 * Sign-in throttling on svc-auth alone (docs/security.md "Sign-in throttling"); the same through the
 * gateway with real addresses is reliability/test/sign-in.test.ts.
 */
const clock = movableClock();
let auth: TestService<AuthConfig>;

beforeAll(async () => {
  auth = await createTestService(authService, { clock, config: { GATEWAY_SECRET, LOGIN_RATE_LIMIT: 20 } });
  for (const name of ['frontdesk', 'nightclerk', 'racer', 'liftme', 'ceiling']) await addUser(auth.deps.sql, name, 'right password', 1);
});
afterAll(() => auth?.stop());

const attempt = (username: string, password: string, address: string) => login(auth.app, { username, password }, viaGateway(address));
const SECOND = 1000;

/** Status, body and retry-after of an answer: what a client can see. */
async function seen(res: Response) {
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
}

describe('waits per username and address', () => {
  it('lets the first failures pass, then makes the pair wait 1, 2, 4 … seconds before even checking the password', async () => {
    const address = '10.1.0.1';
    for (let i = 0; i < FREE_FAILURES; i++) expect((await attempt('frontdesk', 'wrong', address)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      expect((await attempt('frontdesk', 'wrong', address)).status).toBe(401);
      // Even the right password is not checked while the pair waits: answered at once, 429.
      const refused = await attempt('frontdesk', 'right password', address);
      expect(refused.status).toBe(429);
      expect(ErrorBody.parse(await refused.json())).toMatchObject({ error: 'too_many_requests', message: expect.stringMatching(/Try again in \d+ seconds?\./) });
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      clock.advance(wait * SECOND);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    // Waited out: the right password signs in, and the pair starts afresh.
    expect((await attempt('frontdesk', 'right password', address)).status).toBe(200);
    expect((await attempt('frontdesk', 'wrong', address)).status).toBe(401);
    expect((await attempt('frontdesk', 'right password', address)).status).toBe(200);
  });

  it('never refuses a right password from another address', async () => {
    for (let i = 0; i < FREE_FAILURES + 1; i++) await attempt('nightclerk', 'wrong', '10.1.0.2');
    expect((await attempt('nightclerk', 'right password', '10.1.0.2')).status).toBe(429);
    expect((await attempt('nightclerk', 'right password', '10.1.0.3')).status).toBe(200);
    expect((await attempt('nightclerk', 'right password', '10.1.0.2')).status).toBe(429);
    clock.advance(MINUTE);
  });

  it('answers an unknown username exactly as a known one, wait for wait', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < FREE_FAILURES + 3; i++) {
      known.push(await seen(await attempt('frontdesk', 'wrong again', '10.1.0.4')));
      unknown.push(await seen(await attempt('no-such-clerk', 'wrong again', '10.1.0.5')));
      clock.advance(300);
    }
    expect(unknown).toEqual(known);
    expect(known.map((a) => (a as { status: number }).status)).toContain(429);
    clock.advance(MINUTE);
  });

  it('checks racing attempts one after another: ten at once get no more checks than ten in a row', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, async () => attempt('racer', 'wrong', '10.1.0.6')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - FREE_FAILURES - 1);
    clock.advance(MINUTE);
  });

  it('forgets a pair 10 minutes after its last failure, and an administrator can lift its waits at once', async () => {
    for (let i = 0; i < FREE_FAILURES + 2; i++) await attempt('liftme', 'wrong', '10.1.0.7');
    expect((await attempt('liftme', 'right password', '10.1.0.7')).status).toBe(429);
    expect(await liftSignInWaits(auth.deps.sql, 'LiftMe')).toBe(1);
    expect((await attempt('liftme', 'right password', '10.1.0.7')).status).toBe(200);

    for (let i = 0; i < FREE_FAILURES + 1; i++) await attempt('liftme', 'wrong', '10.1.0.8');
    clock.advance(10 * MINUTE + SECOND);
    // The count starts again: this failure is a free one, so the right password right after it passes.
    expect((await attempt('liftme', 'wrong', '10.1.0.8')).status).toBe(401);
    expect((await attempt('liftme', 'right password', '10.1.0.8')).status).toBe(200);
  });
});

describe('the ceiling of one address', () => {
  it('refuses every attempt from an address past LOGIN_RATE_LIMIT failures in 10 minutes, until they age out', async () => {
    const address = '10.2.0.1';
    // Twenty different usernames (the limit in this test): none of them waits on its own.
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`guess${i}`, 'wrong', address)).status).toBe(401);
      clock.advance(4 * SECOND);
    }
    const refused = await attempt('ceiling', 'right password', address);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/from this address\. Try again in 9 minutes\./);
    // The first failure leaves the window 10 minutes after it: 600 s − 80 s.
    expect(refused.headers.get('retry-after')).toBe('520');
    // Refusals count nothing, and other addresses are not concerned.
    expect((await attempt('ceiling', 'right password', '10.2.0.2')).status).toBe(200);
    clock.advance(520 * SECOND);
    expect((await attempt('ceiling', 'right password', address)).status).toBe(200);
  });

  it('never counts successful sign-ins: a shared address signs in all day', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt('ceiling', 'right password', '10.2.0.3')).status).toBe(200);
    const [{ n } = { n: -1 }] = await auth.deps.sql<{ n: number }[]>`select count(*)::int as n from login_failures where address = '10.2.0.3'`;
    expect(n).toBe(0);
  });

  it('believes x-forwarded-for only with the gateway secret', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-pms-gateway-secret': 'not the secret at all, but long enough' };
    await login(auth.app, { username: 'forger', password: 'wrong' }, forged);
    await login(auth.app, { username: 'forger', password: 'wrong' }, { 'x-forwarded-for': '203.0.113.9' });
    await login(auth.app, { username: 'forger', password: 'wrong' }, viaGateway('203.0.113.10'));
    const rows = await auth.deps.sql<{ address: string; failures: number }[]>`
      select address, failures from login_backoff where username_key = 'forger' order by address`;
    // In process there is no socket: the forged requests are keyed 'unknown', never by the header.
    expect(rows).toEqual([
      { address: '203.0.113.10', failures: 1 },
      { address: 'unknown', failures: 2 },
    ]);
  });
});
