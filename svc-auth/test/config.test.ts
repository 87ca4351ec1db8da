import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@pms/service-kit';
import { AuthConfig, cookieSecure } from '../src/config';
import { loadKeyRing } from '../src/tokens/keys';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' };

describe('svc-auth configuration', () => {
  it('refuses to start in production without a signing key or the gateway secret, naming both', () => {
    expect(() => parseConfig(AuthConfig, { ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig(AuthConfig, { ...base, NODE_ENV: 'production' })).toThrow(/JWT_PRIVATE_JWK[^]*GATEWAY_SECRET.*openssl rand -hex 32/);
    expect(() => parseConfig(AuthConfig, { ...base, GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET: must be at least 32 characters/);
  });

  it('refuses a key that is not a private Ed25519 or P-256 JWK, without echoing it', async () => {
    const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const pub = JSON.stringify(await exportJWK(publicKey));
    expect(() => parseConfig(AuthConfig, { ...base, JWT_PRIVATE_JWK: pub })).toThrow(/private key/);
    expect(() => parseConfig(AuthConfig, { ...base, JWT_PRIVATE_JWK: '{not json' })).toThrow(/not valid JSON/);
  });

  it('sets Secure on the cookie in production unless told otherwise', () => {
    expect(cookieSecure({ NODE_ENV: 'production', COOKIE_SECURE: undefined })).toBe(true);
    expect(cookieSecure({ NODE_ENV: 'development', COOKIE_SECURE: undefined })).toBe(false);
    expect(cookieSecure({ NODE_ENV: 'development', COOKIE_SECURE: true })).toBe(true);
  });

  it('signs with the configured key (ES256 too) and publishes its public part under its kid', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'prod-2026-03' };
    const config = parseConfig(AuthConfig, { ...base, NODE_ENV: 'production', JWT_PRIVATE_JWK: JSON.stringify(jwk), GATEWAY_SECRET: 'g'.repeat(64) });
    // The configured key never touches the database.
    const noDb = new Proxy({}, { get: () => { throw new Error('no database expected'); } }) as never;
    const ring = await loadKeyRing(noDb, config);
    expect(ring.alg).toBe('ES256');
    expect(ring.kid).toBe('prod-2026-03');
    expect(ring.jwks.keys).toEqual([{ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, kid: 'prod-2026-03', alg: 'ES256', use: 'sig' }]);
  });
});
