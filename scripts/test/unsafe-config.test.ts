import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runEntryPoint } from '@pms/service-kit/testing';

/**
 * Each unsafe configuration of issue #13 makes the real entry points exit non-zero before they
 * serve, naming every bad variable at once with its fix (docs/security.md "Configuration that
 * refuses to start"): `npm start` (scripts/start.ts → the bundle of scripts/embedded.ts, which checks every service's configuration
 * before it builds or starts anything) and the distributed svc-auth and gateway processes.
 */
const JWK = JSON.stringify({ ...generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }), kid: 'test' });
const CARD_KEY = randomBytes(32).toString('hex');
const SAFE_PRODUCTION = { NODE_ENV: 'production', DEMO_MODE: 'false', JWT_PRIVATE_JWK: JWK, CARD_KEY };

/** Runs an entry point with only what the case sets (no DATABASE_URL, no NATS_URL of the test's own). */
const run = (script: string, env: Record<string, string>) =>
  runEntryPoint(script, [], { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_FRONT_END_BUILD: '1', LOG_LEVEL: 'warn', ...env });

/** The problem lines a refusal printed (`  - NAME: …`). */
const problems = (out: string) => out.split('\n').filter((l) => l.startsWith('  - '));

const CASES: [string, Record<string, string>, RegExp][] = [
  ['DEMO_MODE=true with NODE_ENV=production', { ...SAFE_PRODUCTION, DEMO_MODE: 'true' }, /DEMO_MODE: must not be true with NODE_ENV=production .*set DEMO_MODE=false/],
  ['a HOTEL_TZ the runtime does not know', { HOTEL_TZ: 'Europe/Atlantis' }, /HOTEL_TZ: is not a time zone this runtime knows/],
  ['an all-zero CARD_KEY', { CARD_KEY: '00'.repeat(32) }, /CARD_KEY: is not key material .*openssl rand -hex 32/],
  ['a CARD_KEY of one byte repeated', { CARD_KEY: 'ab'.repeat(32) }, /CARD_KEY: is not key material/],
  ['a short CARD_KEY', { CARD_KEY: 'c0ffee' }, /CARD_KEY: must be 32 bytes/],
  ['no CARD_KEY in production', { ...SAFE_PRODUCTION, CARD_KEY: '' }, /CARD_KEY: is required in production .*openssl rand -hex 32/],
  ['no JWT_PRIVATE_JWK in production', { ...SAFE_PRODUCTION, JWT_PRIVATE_JWK: '' }, /JWT_PRIVATE_JWK: is required in production/],
];

/** An empty value stands for "not set". */
const withoutEmpty = (env: Record<string, string>) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));

describe('npm start refuses an unsafe configuration before it builds or starts anything', () => {
  it.each(CASES)('%s: exits 1 naming it', async (_name, env, message) => {
    const { code, out } = await run('scripts/start.ts', withoutEmpty(env));
    expect(code, out).toBe(1);
    expect(problems(out), out).toHaveLength(1);
    expect(out).toMatch(message);
    expect(out).not.toMatch(/Hotel PMS is up|embedded PostgreSQL at|building/i);
  }, 60_000);

  it('names every bad variable of every service at once', async () => {
    const { code, out } = await run('scripts/start.ts', { NODE_ENV: 'production', HOTEL_TZ: 'Mars/Olympus_Mons', CARD_KEY: '11'.repeat(32) });
    expect(code).toBe(1);
    const lines = problems(out).join('\n');
    for (const name of ['DEMO_MODE', 'HOTEL_TZ', 'CARD_KEY', 'JWT_PRIVATE_JWK']) expect(lines).toMatch(new RegExp(`^  - ${name}: `, 'm'));
    expect(problems(out)).toHaveLength(4);
  }, 60_000);
});

describe('the distributed processes refuse theirs', () => {
  it('svc-auth in production without its key and the gateway secret, with an unknown zone: all three named', async () => {
    const { code, out } = await run('svc-auth/src/index.ts', { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/pms', HOTEL_TZ: 'Nowhere/Land', NATS_URL: 'nats://nats:4222' });
    expect(code).toBe(1);
    expect(problems(out).map((l) => l.slice(4).split(':')[0])).toEqual(['HOTEL_TZ', 'JWT_PRIVATE_JWK', 'GATEWAY_SECRET']);
    expect(out).not.toMatch(/listening/);
  }, 60_000);

  it('the gateway in production without the gateway secret', async () => {
    const urls = { AUTH_URL: 'http://a:1', RESERVATIONS_URL: 'http://r:1', ROOMS_URL: 'http://o:1', BILLING_URL: 'http://b:1', NATS_URL: 'nats://nats:4222' };
    const { code, out } = await run('gateway/src/index.ts', { NODE_ENV: 'production', ...urls });
    expect(code).toBe(1);
    expect(out).toMatch(/GATEWAY_SECRET: is required in production/);
    expect(out).not.toMatch(/listening/);
  }, 60_000);
});
