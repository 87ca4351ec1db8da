import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Sql } from '@pms/service-kit';
import { storedOrNewKey, type StoredKey } from '../db/keys';

type SigningAlg = 'EdDSA' | 'ES256';

/** The key that signs sessions and the public keys that verify them. */
export interface KeyRing {
  kid: string;
  alg: SigningAlg;
  privateKey: CryptoKey;
  /** Public keys only: the current one first, then retired ones still accepted. */
  jwks: JSONWebKeySet;
  getKey: JWTVerifyGetKey;
}

export interface KeyConfig {
  NODE_ENV: string;
  JWT_PRIVATE_JWK?: string | undefined;
  JWT_RETIRED_PUBLIC_JWKS?: string | undefined;
}

/** Which algorithm a JWK is for; `undefined` for keys this service does not sign with. */
function algOf(jwk: JWK): SigningAlg | undefined {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  return undefined;
}

/** Only the public members: what may be published. */
function publicPart(jwk: JWK): JWK {
  const { kty, crv, x, y } = jwk;
  return y === undefined ? { kty, crv, x } : { kty, crv, x, y };
}

/** Why `JWT_PRIVATE_JWK` cannot be used, or `undefined` when it can (for the config check; never echoes the key). */
export function privateJwkProblem(text: string): string | undefined {
  let jwk: JWK;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch {
    return 'is not valid JSON';
  }
  if (typeof jwk !== 'object' || jwk === null) return 'must be a JSON object (a JWK)';
  if (!algOf(jwk)) return 'must be an OKP Ed25519 or EC P-256 key';
  if (typeof jwk.d !== 'string') return 'must be a private key (it has no "d")';
  return undefined;
}

function parseRetired(text: string | undefined): JWK[] {
  if (!text) return [];
  const list = JSON.parse(text) as JWK[];
  if (!Array.isArray(list)) throw new Error('JWT_RETIRED_PUBLIC_JWKS must be a JSON array of public JWKs');
  return list.map((jwk) => {
    const alg = algOf(jwk);
    if (!alg || typeof jwk.kid !== 'string') throw new Error('JWT_RETIRED_PUBLIC_JWKS: every key needs a kid and must be Ed25519 or P-256');
    return { ...publicPart(jwk), kid: jwk.kid, alg, use: 'sig' };
  });
}

async function generateDevKey(): Promise<StoredKey> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const public_jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(public_jwk);
  return { kid, alg: 'EdDSA', private_jwk: await exportJWK(privateKey), public_jwk };
}

/**
 * Loads the signing key: `JWT_PRIVATE_JWK` when configured (required in production), otherwise the
 * development key kept in the auth schema, generated on first use. Needs the auth schema migrated.
 */
export async function loadKeyRing(sql: Sql, config: KeyConfig): Promise<KeyRing> {
  let stored: StoredKey;
  if (config.JWT_PRIVATE_JWK) {
    const problem = privateJwkProblem(config.JWT_PRIVATE_JWK);
    if (problem) throw new Error(`JWT_PRIVATE_JWK ${problem}`);
    const jwk = JSON.parse(config.JWT_PRIVATE_JWK) as JWK;
    const pub = publicPart(jwk);
    stored = { kid: jwk.kid ?? (await calculateJwkThumbprint(pub)), alg: algOf(jwk) as SigningAlg, private_jwk: jwk, public_jwk: pub };
  } else if (config.NODE_ENV === 'production') {
    throw new Error('JWT_PRIVATE_JWK is required in production');
  } else {
    stored = await storedOrNewKey(sql, generateDevKey);
  }
  const alg = stored.alg as SigningAlg;
  const privateKey = await importJWK(stored.private_jwk, alg);
  if (privateKey instanceof Uint8Array) throw new Error('signing key must be asymmetric');
  const current: JWK = { ...publicPart(stored.public_jwk), kid: stored.kid, alg, use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [current, ...parseRetired(config.JWT_RETIRED_PUBLIC_JWKS).filter((k) => k.kid !== stored.kid)] };
  return { kid: stored.kid, alg, privateKey, jwks, getKey: createLocalJWKSet(jwks) };
}

/**
 * The key ring loaded once on first use and shared afterwards; a failed load (database not ready)
 * is retried on the next call instead of being remembered.
 */
export function keyRingLoader(sql: Sql, config: KeyConfig): () => Promise<KeyRing> {
  let pending: Promise<KeyRing> | undefined;
  return () => {
    pending ??= loadKeyRing(sql, config).catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

/**
 * svc-auth's public keys as a jose key getter, in-process: for the embedded runner's token verifier
 * (`createTokenVerifier({ keys: localKeyGetter(authSql, config) })`). Loads lazily, so it may be
 * built before the auth schema is migrated as long as no token is verified before that.
 */
export function localKeyGetter(sql: Sql, config: KeyConfig): JWTVerifyGetKey {
  const ring = keyRingLoader(sql, config);
  return async (header, token) => (await ring()).getKey(header, token);
}
