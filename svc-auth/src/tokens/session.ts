import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_TTL_SECONDS, SessionClaims, TOKEN_AUDIENCE, TOKEN_ISSUER, type User } from '@pms/contracts/auth';
import type { KeyRing } from './keys';

export interface IssuedSession {
  token: string;
  claims: SessionClaims;
  expiresAt: Date;
}

/**
 * Signs an 8-hour session for `user`; `mustChangePassword` travels in it so that the gateway can
 * answer the session's status without asking this service. Token times are wall-clock (the verifiers everywhere check
 * them against wall-clock time), not the hotel clock a test may have moved.
 */
export async function issueSession(ring: KeyRing, user: User, mustChangePassword: boolean): Promise<IssuedSession> {
  const claims: SessionClaims = {
    sub: String(user.user_id),
    username: user.username,
    access_id: user.access_id,
    type: user.type,
    jti: randomUUID(),
    must_change_password: mustChangePassword,
  };
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + SESSION_TTL_SECONDS;
  const token = await new SignJWT({ username: claims.username, access_id: claims.access_id, type: claims.type, must_change_password: mustChangePassword })
    .setProtectedHeader({ alg: ring.alg, kid: ring.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(ring.privateKey);
  return { token, claims, expiresAt: new Date(exp * 1000) };
}

/** Whether a token is a machine client's, signed here and not expired (to answer it 403, not 401). */
export async function isClientToken(ring: KeyRing, token: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, ring.getKey, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: ['EdDSA', 'ES256'] });
    return typeof payload.client_id === 'string';
  } catch {
    return false;
  }
}

/** The claims of a person's session token this service signed and that has not expired; `undefined` for anything else. */
export async function readSession(ring: KeyRing, token: string): Promise<(SessionClaims & { expiresAt: Date }) | undefined> {
  try {
    const { payload } = await jwtVerify(token, ring.getKey, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: ['EdDSA', 'ES256'],
      requiredClaims: ['exp', 'jti', 'sub'],
    });
    const claims = SessionClaims.safeParse(payload);
    if (!claims.success || typeof payload.exp !== 'number') return undefined;
    // A machine client's token is no person's session: status, sign-out and the staff routes ignore it.
    if (claims.data.client_id !== undefined) return undefined;
    return { ...claims.data, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return undefined;
  }
}
