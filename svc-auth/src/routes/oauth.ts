import { Hono, type Context } from 'hono';
import { scopeList } from '@pms/contracts/permissions';
import type { TokenAnswer, TokenError } from '@pms/contracts/clients';
import type { AppEnv, Sql } from '@pms/service-kit';
import { findActiveClient, secretMatches } from '../db/clients';
import { issueClientToken } from '../tokens/client';
import type { KeyRing } from '../tokens/keys';

const STATUS: Record<TokenError['error'], 400 | 401> = {
  invalid_request: 400,
  invalid_client: 401,
  unsupported_grant_type: 400,
  invalid_scope: 400,
};

/** RFC 6749 §5: token answers are never cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function refuse(c: Context, error: TokenError['error'], description: string) {
  // §5.2: a failed client authentication says how to authenticate.
  const headers: Record<string, string> = { ...NO_STORE };
  if (error === 'invalid_client') headers['www-authenticate'] = 'Basic realm="pms", charset="UTF-8"';
  return c.json<TokenError>({ error, error_description: description }, STATUS[error], headers);
}

/** HTTP Basic credentials (RFC 6749 §2.3.1: each part form-encoded first), or `null` when malformed. */
function basicCredentials(header: string): { id: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const part = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * `POST /api/oauth/token`: the OAuth 2.0 client-credentials grant (RFC 6749 §4.4) for machine
 * clients (docs/integrations.md "Machine clients"). The client authenticates with HTTP Basic or with
 * `client_id` and `client_secret` in the form (never both); `scope` may narrow its scopes.
 */
export function oauthRoutes({ sql, keys }: { sql: Sql; keys: () => Promise<KeyRing> }) {
  return new Hono<AppEnv>().post('/oauth/token', async (c) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') {
      return refuse(c, 'invalid_request', 'Send the request as application/x-www-form-urlencoded.');
    }
    const form = new URLSearchParams(await c.req.text());
    for (const name of ['grant_type', 'scope', 'client_id', 'client_secret']) {
      if (form.getAll(name).length > 1) return refuse(c, 'invalid_request', `${name} is given more than once.`);
    }
    const authorization = c.req.header('authorization');
    const basic = authorization === undefined ? undefined : basicCredentials(authorization);
    if (basic === null) return refuse(c, 'invalid_client', 'The Authorization header is not valid HTTP Basic.');
    const inForm = form.has('client_id') || form.has('client_secret');
    if (basic && inForm) return refuse(c, 'invalid_request', 'Authenticate the client one way: HTTP Basic or client_id and client_secret in the form, not both.');
    const grant = form.get('grant_type');
    if (!grant) return refuse(c, 'invalid_request', 'grant_type is required.');
    if (grant !== 'client_credentials') return refuse(c, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported.');

    const id = basic?.id ?? form.get('client_id') ?? '';
    const secret = basic?.secret ?? form.get('client_secret') ?? '';
    if (!id || !secret) return refuse(c, 'invalid_client', 'Authenticate the client with its client_id and client_secret.');
    const client = await findActiveClient(sql, id);
    // One answer for an unknown, revoked or wrong-secret client: the caller learns nothing more.
    if (!client || !secretMatches(secret, client.secret_hash)) {
      c.var.log.warn({ clientId: id.slice(0, 40) }, 'machine client authentication failed');
      return refuse(c, 'invalid_client', 'The client_id or client_secret is wrong, or the client was revoked.');
    }

    const asked = form.has('scope') ? scopeList(form.get('scope') ?? '') : client.scopes;
    const beyond = asked.filter((s) => !(client.scopes as string[]).includes(s));
    if (beyond.length) return refuse(c, 'invalid_scope', `This client may not have ${beyond.join(', ')}.`);
    if (!asked.length) return refuse(c, 'invalid_scope', 'scope names no scope.');
    const granted = [...new Set(asked)];
    const { token, expiresIn } = await issueClientToken(await keys(), client, granted);
    c.var.log.info({ clientId: client.client_id, scope: granted }, 'machine client token issued');
    return c.json<TokenAnswer>({ access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: granted.join(' ') }, 200, NO_STORE);
  });
}
