import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { CLIENT_TOKEN_TTL_SECONDS, TokenAnswer, TokenError } from '@pms/contracts/clients';
import { clientsSuite, TAX_RATES } from './clients-suite';

/**
 * `POST /api/oauth/token` (docs/integrations.md "Machine clients"): the OAuth 2.0 client-credentials
 * grant, with HTTP Basic or form credentials, its RFC 6749 refusals, and what its tokens may call.
 * The gateway here allows each client 5 calls at once and 1 a second, to show the 429.
 */
const { suite, newClient, form, basic, tokenRequest, tokenFor, bearer } = clientsSuite('auth-oauth-test', {
  clientRateLimit: { perSecond: 1, burst: 5 },
});

const grant = { grant_type: 'client_credentials' };

async function refusal(res: Response, status: number, error: TokenError['error']) {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(TokenError.parse(await res.json()).error).toBe(error);
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('POST /api/oauth/token', () => {
  it('answers a short-lived bearer token for HTTP Basic credentials, naming the client and its scopes', async () => {
    const client = await newClient(['folios:read', 'reservations:read']);
    const res = await tokenRequest(form(grant, basic(client.client_id, client.client_secret)));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = TokenAnswer.parse(await res.json());
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: CLIENT_TOKEN_TTL_SECONDS, scope: 'folios:read reservations:read' });
    const claims = decodeJwt(answer.access_token);
    expect(claims).toMatchObject({ client_id: client.client_id, sub: `client:${client.client_id}`, username: `client:${client.name}`, access_id: 0, scope: 'folios:read reservations:read' });
    expect(claims.exp! - claims.iat!).toBe(CLIENT_TOKEN_TTL_SECONDS);
  });

  it('answers a token for client_id and client_secret in the form, narrowed to the scope asked for', async () => {
    const client = await newClient(['folios:read', 'reservations:read']);
    const res = await tokenRequest(form({ ...grant, client_id: client.client_id, client_secret: client.client_secret, scope: 'folios:read' }));
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = TokenAnswer.parse(await res.json());
    expect(answer.scope).toBe('folios:read');
    expect((await suite.gateway.request(TAX_RATES, bearer(answer.access_token))).status).toBe(200);
  });

  it('refuses a wrong secret, an unknown client and missing credentials with 401 invalid_client', async () => {
    const client = await newClient(['folios:read']);
    const wrong = await tokenRequest(form(grant, basic(client.client_id, `${client.client_secret}x`)));
    await refusal(wrong, 401, 'invalid_client');
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /);
    await refusal(await tokenRequest(form({ ...grant, client_id: client.client_id, client_secret: 'guess' })), 401, 'invalid_client');
    await refusal(await tokenRequest(form({ ...grant, client_id: `pms_${'1'.repeat(24)}`, client_secret: client.client_secret })), 401, 'invalid_client');
    await refusal(await tokenRequest(form(grant)), 401, 'invalid_client');
    await refusal(await tokenRequest(form(grant, { authorization: 'Basic !!!' })), 401, 'invalid_client');
  });

  it('answers 400 invalid_request, unsupported_grant_type and invalid_scope as RFC 6749 says', async () => {
    const client = await newClient(['folios:read']);
    const auth = basic(client.client_id, client.client_secret);
    await refusal(await tokenRequest(form({}, auth)), 400, 'invalid_request');
    await refusal(await tokenRequest(form({ grant_type: 'password' }, auth)), 400, 'unsupported_grant_type');
    await refusal(await tokenRequest(form({ ...grant, scope: 'folios:read folios:write' }, auth)), 400, 'invalid_scope');
    await refusal(await tokenRequest(form({ ...grant, client_id: client.client_id, client_secret: client.client_secret }, auth)), 400, 'invalid_request');
    const asJson = await tokenRequest({ method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(grant) });
    await refusal(asJson, 400, 'invalid_request');
  });
});

describe('a client token at the gateway and the services', () => {
  it('reaches only routes of its scopes: 403 elsewhere, at the gateway and at the service, and never an Administrator route', async () => {
    const client = await newClient(['reservations:read']);
    const token = await tokenFor(client);
    expect((await suite.gateway.request(TAX_RATES, bearer(token))).status).toBe(403);
    expect((await suite.billing.request(TAX_RATES, bearer(token))).status).toBe(403);
    expect((await suite.gateway.request('/api/users', bearer(token))).status).toBe(403);
    expect((await suite.auth.app.request('/api/users', bearer(token))).status).toBe(403);
    // Its token is no person's session.
    expect(await (await suite.gateway.request('/api/login/status', bearer(token))).json()).toMatchObject({ access_id: 0 });
  });

  it('is refused 429 with Retry-After once over its rate limit, other clients unaffected', async () => {
    const busy = await newClient(['folios:read']);
    const quiet = await newClient(['folios:read']);
    const token = await tokenFor(busy);
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 20 && !limited; i++) {
      const res = await suite.gateway.request(TAX_RATES, bearer(token));
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited?.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await suite.gateway.request(TAX_RATES, bearer(await tokenFor(quiet)))).status).toBe(200);
  });
});
