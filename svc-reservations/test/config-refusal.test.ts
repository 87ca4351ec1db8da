import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@pms/service-kit';
import { runEntryPoint } from '@pms/service-kit/testing';
import { isKeyMaterial, ReservationsConfig } from '../src/config';

/** Unsafe configurations refuse to start, naming every bad variable at once and the fix (docs/security.md). */
const base = { DATABASE_URL: 'postgres://u:p@db/pms' };
const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(ReservationsConfig, env);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.problems;
  }
};

describe('configuration refused at start', () => {
  it('names every unsafe setting at once', () => {
    const problems = problemsOf({ ...base, NODE_ENV: 'production', DEMO_MODE: 'true', HOTEL_TZ: 'Mars/Olympus_Mons', CARD_KEY: '00'.repeat(32) });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/HOTEL_TZ: is not a time zone this runtime knows/);
    expect(problems.join('\n')).toMatch(/CARD_KEY: is not key material .*openssl rand -hex 32/);
    expect(problems.join('\n')).toMatch(/DEMO_MODE: must not be true with NODE_ENV=production/);
  });

  it('refuses a missing card key in production, and placeholder keys anywhere', () => {
    expect(problemsOf({ ...base, NODE_ENV: 'production' })).toEqual(['CARD_KEY: is required in production (32 bytes, hex or base64: generate one with `openssl rand -hex 32` and keep it safe)']);
    for (const key of ['00'.repeat(32), 'ab'.repeat(32), '0123456789abcdef'.repeat(4), 'abc']) expect(problemsOf({ ...base, CARD_KEY: key })).toHaveLength(1);
    expect(isKeyMaterial(Buffer.from('5f3a9c1e7b2d4f6081a3c5e7092b4d6f8a1c3e5079b2d4f61830a5c7e9b1d3f5', 'hex'))).toBe(true);
  });

  it('starts demo mode outside production and a known zone', () => {
    expect(problemsOf({ ...base, DEMO_MODE: 'true', HOTEL_TZ: 'Pacific/Kiritimati' })).toEqual([]);
  });

  it('makes the real entry point exit 1 before it serves, printing the problems', async () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', DEMO_MODE: 'true', HOTEL_TZ: 'Nowhere/Land', DATABASE_URL: base.DATABASE_URL, CARD_KEY: '11'.repeat(32) };
    const { code, out } = await runEntryPoint('svc-reservations/src/index.ts', [], env);
    expect(code).toBe(1);
    expect(out).toMatch(/HOTEL_TZ/);
    expect(out).toMatch(/CARD_KEY/);
    expect(out).toMatch(/DEMO_MODE/);
    expect(out).not.toMatch(/listening/);
  }, 30_000);
});
