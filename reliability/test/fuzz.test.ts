import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenError } from '@pms/contracts/clients';
import { ErrorBody } from '@pms/contracts/errors';
import { routes, type RouteDef } from '@pms/contracts/routes';
import { fillPath, fuzzInput, type FuzzInput } from './arbitraries';
import { waitFor } from '@pms/service-kit/testing';
import { SCHEMAS, snapshot, startSuite, USERS, type Suite } from './suite';

/**
 * Every route of the route table, fuzzed through the gateway with all four services behind it (in
 * process, demo hotel seeded): random and near-valid path parts, bodies and headers, signed in as a
 * manager so the input reaches the handlers. Whatever comes in:
 * - never a 5xx;
 * - every answer is JSON, and every error answer has the ErrorBody shape;
 * - an answer that refuses the input (4xx) changed no row in any schema (row counts and version sums
 *   of every table, outbox and idempotency keys included). GETs change nothing at all.
 *
 * Bounded: FUZZ_RUNS runs per route (default 25); FUZZ_SEED replays a failure fast-check reported.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let suite: Suite;
let cookie: string;

beforeAll(async () => {
  suite = await startSuite();
  cookie = await suite.signIn(USERS.manager);
}, 120_000);

afterAll(async () => {
  await suite?.stop();
});

/**
 * The suite's rows once the work an earlier accepted input started has finished: every outbox relayed
 * and two snapshots a beat apart alike. An accepted invoice, say, is followed by svc-reservations
 * checking the stay out from its event; landing between a refused input's before and after, that
 * would be blamed on the refusal.
 */
async function settledSnapshot(): Promise<Record<string, number | undefined>> {
  let last = JSON.stringify(await snapshot(suite));
  await waitFor(async () => {
    for (const schema of SCHEMAS) {
      const [row] = await suite.sql[schema]<{ n: number }[]>`select count(*)::int as n from outbox where published_at is null`;
      if (row && row.n > 0) return false;
    }
    await new Promise((r) => setTimeout(r, 50));
    const now = JSON.stringify(await snapshot(suite));
    const same = now === last;
    last = now;
    return same;
  }, 'the suite to settle');
  return JSON.parse(last) as Record<string, number | undefined>;
}

/** A refused sign-in is counted by the throttle (docs/security.md): refusing a wrong password legitimately writes that. */
const WRITES_ON_REFUSAL: Record<string, string[]> = { 'POST /api/login': ['auth.login_backoff', 'auth.login_failures', 'auth.audit_entries'] };

async function send(route: RouteDef, input: FuzzInput): Promise<{ status: number; text: string; type: string | null }> {
  const headers: Record<string, string> = { ...input.headers };
  // Sign-in routes are public: fuzz them without the session (a logout would end it).
  if (route.access > 0) headers.cookie = cookie;
  const res = await suite.gateway.request(fillPath(route, input.params), { method: route.method, headers, body: input.body });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}

function expectSoundAnswer(route: RouteDef, input: FuzzInput, answer: { status: number; text: string; type: string | null }) {
  const where = `${route.method} ${fillPath(route, input.params)} ${JSON.stringify(input.headers)} body=${input.body}`;
  expect(answer.status, `${where} → ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.type ?? '', where).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(answer.text);
  // The OAuth token endpoint answers its own errors as RFC 6749 §5.2 has them (the gateway's refusals
  // before it, e.g. a 415, are ErrorBody); every other route, ErrorBody.
  const sound = ErrorBody.safeParse(body).success || (route.path === '/api/oauth/token' && TokenError.safeParse(body).success);
  if (answer.status >= 400) expect(sound, `${where} → ${answer.text.slice(0, 300)}`).toBe(true);
}

describe('fuzzing every route through the gateway', () => {
  for (const route of routes as readonly RouteDef[]) {
    const name = `${route.method} ${route.path}`;
    it(`${name}: never a 5xx, always JSON, refused input changes nothing`, async () => {
      const ignore = WRITES_ON_REFUSAL[`${route.method} ${route.path}`] ?? [];
      const without = (snap: Record<string, number | undefined>) => 
        Object.fromEntries(Object.entries(snap).filter(([k]) => !ignore.some((t) => k === t || k.startsWith(`${t}.`))));
      const start = await snapshot(suite);
      let accepted = true; // an earlier route's accepted inputs may still be at work
      await fc.assert(
        fc.asyncProperty(fuzzInput(route), async (input) => {
          // Only an accepted input starts work that outlives its answer (events, their consumers).
          const before = route.method === 'GET' ? undefined : without(await (accepted ? settledSnapshot() : snapshot(suite)));
          const answer = await send(route, input);
          accepted = answer.status < 400;
          expectSoundAnswer(route, input, answer);
          if (before && answer.status >= 400) expect(without(await snapshot(suite)), `${name} ${answer.status} ${answer.text}`).toEqual(before);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (route.method === 'GET') expect(await snapshot(suite)).toEqual(start);
    }, 120_000);
  }
});
