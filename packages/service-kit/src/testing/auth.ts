/**
 * Session tokens for tests of any service: a key pair of its own, a verifier that trusts it, and a
 * signer that mints valid, expired, foreign-key or wrong-audience tokens, so a service's tests prove
 * its guard without svc-auth running.
 */
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { SESSION_COOKIE, TOKEN_AUDIENCE, TOKEN_ISSUER, ACCESS_TYPES, type SessionClaims } from '@pms/contracts/auth';
import { createTokenVerifier, type TokenVerifier } from '../auth';
import { memoryRevocationList, type MemoryRevocationList } from '../revocations';

export interface TestSignOptions {
  /** jose time span (`'8h'`, `'-1m'`) or seconds since the epoch. Default `'8h'`. */
  expiresIn?: string | number;
  /** Shortcut for a token that expired a minute ago. */
  expired?: boolean;
  audience?: string;
  issuer?: string;
  /** Sign with a key the verifier does not know (same `kid`): a forged token. */
  foreignKey?: boolean;
}

export interface TestKeys {
  /** Trusts the test key and consults `revocations`. */
  verifier: TokenVerifier;
  revocations: MemoryRevocationList;
  /** The public key set and a getter on it, for code that builds its own verifier. */
  jwks: JSONWebKeySet;
  getKey: JWTVerifyGetKey;
  /** A token for `claims` (defaults: user 1 `user`, Employee, a fresh jti). */
  sign(claims?: Partial<SessionClaims>, opts?: TestSignOptions): Promise<string>;
  /** A Cookie header value holding a valid session of the given access level. */
  cookie(access_id?: number, claims?: Partial<SessionClaims>): Promise<string>;
}

const KID = 'test-key';

export async function createTestKeys(): Promise<TestKeys> {
  const [own, foreign] = await Promise.all([
    generateKeyPair('EdDSA', { crv: 'Ed25519' }),
    generateKeyPair('EdDSA', { crv: 'Ed25519' }),
  ]);
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(own.publicKey)), kid: KID, alg: 'EdDSA', use: 'sig' }] };
  const getKey = createLocalJWKSet(jwks);
  const revocations = memoryRevocationList();
  const verifier = createTokenVerifier({ keys: getKey, revoked: revocations });

  const sign = async (claims: Partial<SessionClaims> = {}, opts: TestSignOptions = {}): Promise<string> => {
    const access_id = claims.access_id ?? 1;
    const key: CryptoKey = opts.foreignKey ? foreign.privateKey : own.privateKey;
    return new SignJWT({
      username: claims.username ?? 'user',
      access_id,
      type: claims.type ?? ACCESS_TYPES[access_id] ?? 'Employee',
      ...(claims.must_change_password === undefined ? {} : { must_change_password: claims.must_change_password }),
      // A machine client's claims (docs/integrations.md), when asked for.
      ...(claims.client_id === undefined ? {} : { client_id: claims.client_id, client_version: claims.client_version ?? 1, scope: claims.scope ?? '' }),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: KID })
      .setSubject(claims.sub ?? '1')
      .setJti(claims.jti ?? randomUUID())
      .setIssuer(opts.issuer ?? TOKEN_ISSUER)
      .setAudience(opts.audience ?? TOKEN_AUDIENCE)
      .setIssuedAt(opts.expired ? '-2h' : undefined)
      .setExpirationTime(opts.expired ? '-1m' : (opts.expiresIn ?? '8h'))
      .sign(key);
  };

  return {
    verifier,
    revocations,
    jwks,
    getKey,
    sign,
    cookie: async (access_id = 1, claims = {}) => sessionCookie(await sign({ ...claims, access_id })),
  };
}

/** The Cookie header value that carries `token` as the session. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}`;
}
