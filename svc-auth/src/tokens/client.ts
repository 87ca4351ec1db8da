import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@pms/contracts/auth';
import { CLIENT_TOKEN_TTL_SECONDS } from '@pms/contracts/clients';
import type { KeyRing } from './keys';

export interface IssuedClientToken {
  token: string;
  expiresIn: number;
}

/**
 * Signs a machine client's access token with the key that signs sessions, so the gateway and every
 * service verify it through the same JWKS and revocation list. The claims (contracts `SessionClaims`)
 * name the client and carry only the scopes granted; `access_id` 0 gives it no role.
 */
export async function issueClientToken(
  ring: KeyRing,
  client: { client_id: string; name: string; secret_version: number },
  scopes: readonly string[],
): Promise<IssuedClientToken> {
  const iat = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    username: `client:${client.name}`,
    access_id: 0,
    type: 'Client',
    client_id: client.client_id,
    client_version: client.secret_version,
    scope: scopes.join(' '),
  })
    .setProtectedHeader({ alg: ring.alg, kid: ring.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(`client:${client.client_id}`)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + CLIENT_TOKEN_TTL_SECONDS)
    .sign(ring.privateKey);
  return { token, expiresIn: CLIENT_TOKEN_TTL_SECONDS };
}
