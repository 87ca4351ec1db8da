import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT, type JWTVerifyGetKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@pms/contracts/auth';
import { createTokenVerifier, VERIFIED_TOKEN_TTL_MS } from '../src/auth';
import { memoryRevocationList } from '../src/revocations';

/**
 * The verifier remembers a token whose signature it checked (the signature is the costly part and a
 * browser sends the same token with every call). What must not change: revocation, expiry,
 * tampering and a withdrawn key are still honoured.
 */
async function setup() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' }] };
  let trusted = true;
  let lookups = 0;
  const local = createLocalJWKSet(jwks);
  const getKey: JWTVerifyGetKey = async (header, token) => {
    lookups++;
    if (!trusted) throw new Error('key withdrawn');
    return local(header, token);
  };
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const revoked = memoryRevocationList(() => clock);
  const verifier = createTokenVerifier({ keys: getKey, revoked, now: () => clock });
  const sign = (jti: string, expSeconds: number) =>
    new SignJWT({ username: 'user', access_id: 1, type: 'Employee' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject('1')
      .setJti(jti)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(clock / 1000))
      .setExpirationTime(Math.floor(clock / 1000) + expSeconds)
      .sign(privateKey);
  return {
    verifier,
    revoked,
    sign,
    lookups: () => lookups,
    withdrawKey: () => (trusted = false),
    advance: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

describe('token verifier', () => {
  it('checks a token’s signature once and answers the same claims after that', async () => {
    const t = await setup();
    const token = await t.sign('a', 3600);
    for (let i = 0; i < 5; i++) expect((await t.verifier.verify(token)).jti).toBe('a');
    expect(t.lookups()).toBe(1);
  });

  it('still refuses a remembered token once it is revoked', async () => {
    const t = await setup();
    const token = await t.sign('b', 3600);
    await t.verifier.verify(token);
    t.revoked.add('b', t.now() + 3_600_000);
    await expect(t.verifier.verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a remembered token once it expired', async () => {
    const t = await setup();
    const token = await t.sign('c', 30);
    await t.verifier.verify(token);
    t.advance(31_000);
    await expect(t.verifier.verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('checks tampered copies of a remembered token afresh (and refuses them)', async () => {
    const t = await setup();
    const token = await t.sign('d', 3600);
    await t.verifier.verify(token);
    const [h, p, s] = token.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), access_id: 3 })).toString('base64url');
    await expect(t.verifier.verify(`${h}.${raised}.${s}`)).rejects.toMatchObject({ status: 401 });
  });

  it('stops honouring a withdrawn key within the remembering time', async () => {
    const t = await setup();
    const token = await t.sign('e', 3600);
    await t.verifier.verify(token);
    t.withdrawKey();
    t.advance(VERIFIED_TOKEN_TTL_MS + 1);
    await expect(t.verifier.verify(token)).rejects.toMatchObject({ status: 401 });
  });
});
