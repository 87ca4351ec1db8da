import { afterAll, beforeAll, expect } from 'vitest';
import { ClientSecretAnswer, TokenAnswer } from '@pms/contracts/clients';
import type { GatewayOptions } from '@pms/gateway';
import { sessionCookie } from '@pms/service-kit/testing';
import { addUser, login, sessionTokenOf, startAuthBehindGateway, viaGateway, type AuthBehindGateway } from './helpers';

/** A route of the guarded service behind the gateway that `folios:read` reaches. */
export const TAX_RATES = '/api/hw/tax_rates';

/**
 * Machine clients through the gateway for the test file that calls this (docs/integrations.md
 * "Machine clients"), on real PostgreSQL and NATS: svc-auth with an Administrator and a Manager
 * signed in before the first test, and the calls of the CLIENTS screen and of a client itself.
 */
export function clientsSuite(name: string, gateway: Pick<GatewayOptions, 'clientRateLimit'> = {}) {
  const suite = {} as AuthBehindGateway;
  const cookies = { admin: '', manager: '' };

  beforeAll(async () => {
    Object.assign(suite, await startAuthBehindGateway(name, { LOGIN_RATE_LIMIT: 1000 }, gateway));
    const sql = suite.auth.deps.sql;
    await addUser(sql, 'clientadmin', 'client admin secret', 3);
    await addUser(sql, 'floormanager', 'floor manager secret', 2);
    for (const [key, username, password] of [
      ['admin', 'clientadmin', 'client admin secret'],
      ['manager', 'floormanager', 'floor manager secret'],
    ] as const) {
      const res = await login(suite.gateway, { username, password }, viaGateway('203.0.113.20'));
      expect(res.status).toBe(200);
      cookies[key] = sessionCookie(sessionTokenOf(res));
    }
  });
  afterAll(() => suite.stop?.());

  const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const createClient = (body: unknown, cookie = cookies.admin) => suite.gateway.request('/api/clients', json('POST', body, cookie));

  let serial = 0;
  /** A new client with these scopes; answers its id and secret. */
  async function newClient(scopes: string[]): Promise<ClientSecretAnswer & { name: string }> {
    const name = `Channel manager ${++serial}.${process.pid}`;
    const res = await createClient({ name, scopes });
    expect(res.status, await res.clone().text()).toBe(201);
    return { name, ...ClientSecretAnswer.parse(await res.json()) };
  }

  const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}` });
  const tokenRequest = (init: RequestInit) => suite.gateway.request('/api/oauth/token', init);

  /** An access token for the client, by HTTP Basic. */
  async function tokenFor(client: ClientSecretAnswer, scope?: string): Promise<string> {
    const res = await tokenRequest(form({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }, basic(client.client_id, client.client_secret)));
    expect(res.status, await res.clone().text()).toBe(200);
    return TokenAnswer.parse(await res.json()).access_token;
  }
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const clientCount = async () => (await suite.auth.deps.sql<{ n: number }[]>`select count(*)::int as n from clients`)[0]!.n;

  return { suite, cookies, json, createClient, newClient, form, basic, tokenRequest, tokenFor, bearer, clientCount };
}
