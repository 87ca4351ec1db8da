import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, ClientList, ClientSecretAnswer } from '@pms/contracts/clients';
import { waitFor } from '@pms/service-kit/testing';
import { clientsSuite, TAX_RATES } from './clients-suite';

/**
 * Machine clients at `/api/clients` (docs/integrations.md "Machine clients"): made, listed, given a
 * new secret and revoked by an Administrator, through the gateway and at svc-auth itself. The token
 * endpoint is oauth.test.ts's.
 */
const { suite, cookies, json, createClient, newClient, tokenFor, bearer, clientCount, tokenRequest, form, basic } = clientsSuite('auth-clients-test');

const list = async () => ClientList.parse(await (await suite.gateway.request('/api/clients', { headers: { cookie: cookies.admin } })).json());

describe('POST /api/clients', () => {
  it('makes a client whose secret is answered once and stored only as a hash, with an audit entry', async () => {
    const res = await createClient({ name: '  Booking engine  ', scopes: ['reservations:read', 'reservations:write'] });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = ClientSecretAnswer.parse(await res.json());
    expect(made.client_id).toMatch(/^pms_[0-9a-f]{24}$/);
    expect(made.client_secret.length).toBeGreaterThan(40);
    const [row] = await suite.auth.deps.sql<{ name: string; secret_hash: string; scopes: string[] }[]>`select * from clients where client_id = ${made.client_id}`;
    expect(row).toMatchObject({ name: 'Booking engine', scopes: ['reservations:read', 'reservations:write'] });
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.client_secret);
    const [entry] = await suite.auth.deps.sql<{ username: string; changes: Record<string, unknown> }[]>`
      select username, changes from audit_entries where action = 'client.created' and entity_id = ${made.client_id}`;
    expect(entry?.username).toBe('clientadmin');
    expect(JSON.stringify(entry?.changes)).not.toContain(made.client_secret);
  });

  it('answers 400 naming each bad field, and makes nothing', async () => {
    const before = await clientCount();
    const res = await createClient({ name: ' ', scopes: ['reservations:read', 'staff:manage'] });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({ name: CLIENT_MESSAGES.required, scopes: CLIENT_MESSAGES.scopeUnknown });
    const empty = await createClient({ scopes: [] });
    expect(((await empty.json()) as { fields: Record<string, string> }).fields).toEqual({ name: CLIENT_MESSAGES.required, scopes: CLIENT_MESSAGES.scopesEmpty });
    expect(await clientCount()).toBe(before);
  });

  it('answers 409 beside the name when an active client has it (case ignored), and makes nothing', async () => {
    const first = await newClient(['folios:read']);
    const before = await clientCount();
    const res = await createClient({ name: first.name.toUpperCase(), scopes: ['folios:read'] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'client_name_taken', fields: { name: CLIENT_MESSAGES.nameTaken } });
    expect(await clientCount()).toBe(before);
  });

  it('is refused without a session (401) and to a Manager (403), at the gateway and at svc-auth, making nothing', async () => {
    const before = await clientCount();
    const body = { name: 'Not allowed', scopes: ['folios:read'] };
    expect((await createClient(body, '')).status).toBe(401);
    expect((await createClient(body, cookies.manager)).status).toBe(403);
    expect((await suite.auth.app.request('/api/clients', json('POST', body))).status).toBe(401);
    expect((await suite.auth.app.request('/api/clients', json('POST', body, cookies.manager))).status).toBe(403);
    expect(await clientCount()).toBe(before);
  });
});

describe('GET /api/clients', () => {
  it('lists active clients with their scopes, never a secret or hash', async () => {
    const made = await newClient(['reports:read']);
    const res = await suite.gateway.request('/api/clients', { headers: { cookie: cookies.admin } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const found = ClientList.parse(JSON.parse(text)).clients.find((c) => c.client_id === made.client_id);
    expect(found).toMatchObject({ name: made.name, scopes: ['reports:read'] });
    expect(text).not.toContain(made.client_secret);
    expect(text).not.toMatch(/secret_hash|[0-9a-f]{64}/);
  });

  it('is refused without a session (401), to a Manager (403) and to a client token (403)', async () => {
    const client = await newClient(['reservations:read']);
    const token = await tokenFor(client);
    expect((await suite.gateway.request('/api/clients')).status).toBe(401);
    expect((await suite.gateway.request('/api/clients', { headers: { cookie: cookies.manager } })).status).toBe(403);
    expect((await suite.gateway.request('/api/clients', bearer(token))).status).toBe(403);
    expect((await suite.auth.app.request('/api/clients', bearer(token))).status).toBe(403);
    expect((await suite.gateway.request('/api/users', bearer(token))).status).toBe(403);
  });
});

describe('POST /api/clients/{id}/secret', () => {
  it('answers a new secret once; the old secret and its tokens stop working, the new one works', async () => {
    const client = await newClient(['folios:read']);
    const oldToken = await tokenFor(client);
    expect((await suite.gateway.request(TAX_RATES, bearer(oldToken))).status).toBe(200);

    const res = await suite.gateway.request(`/api/clients/${client.client_id}/secret`, { method: 'POST', headers: { cookie: cookies.admin } });
    expect(res.status, await res.clone().text()).toBe(200);
    const rotated = ClientSecretAnswer.parse(await res.json());
    expect(rotated.client_id).toBe(client.client_id);
    expect(rotated.client_secret).not.toBe(client.client_secret);

    const old = await tokenRequest(form({ grant_type: 'client_credentials' }, basic(client.client_id, client.client_secret)));
    expect(old.status).toBe(401);
    await waitFor(async () => (await suite.gateway.request(TAX_RATES, bearer(oldToken))).status === 401, 'the old token to be refused at the gateway');
    await waitFor(async () => (await suite.billing.request(TAX_RATES, bearer(oldToken))).status === 401, 'the old token to be refused at the service');
    const fresh = await tokenFor(rotated);
    expect((await suite.gateway.request(TAX_RATES, bearer(fresh))).status).toBe(200);
    expect((await suite.billing.request(TAX_RATES, bearer(fresh))).status).toBe(200);
    const [entry] = await suite.auth.deps.sql<{ username: string }[]>`
      select username from audit_entries where action = 'client.secret_rotated' and entity_id = ${client.client_id}`;
    expect(entry?.username).toBe('clientadmin');
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 401/403 without an Administrator', async () => {
    const client = await newClient(['folios:read']);
    const post = (id: string, cookie?: string) => suite.gateway.request(`/api/clients/${id}/secret`, { method: 'POST', headers: cookie ? { cookie } : {} });
    const bad = await post('nope', cookies.admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { id: 'must be a client id' } });
    expect((await post(`pms_${'0'.repeat(24)}`, cookies.admin)).status).toBe(404);
    expect((await post(client.client_id)).status).toBe(401);
    expect((await post(client.client_id, cookies.manager)).status).toBe(403);
    // The refused calls changed nothing: the first secret still works.
    await tokenFor(client);
  });
});

describe('DELETE /api/clients/{id}', () => {
  it('revokes: the client leaves the list, gets no token, and its tokens are refused everywhere', async () => {
    const client = await newClient(['folios:read']);
    const token = await tokenFor(client);
    expect((await suite.billing.request(TAX_RATES, bearer(token))).status).toBe(200);

    const res = await suite.gateway.request(`/api/clients/${client.client_id}`, { method: 'DELETE', headers: { cookie: cookies.admin } });
    // The bound: "revoking a client stops its tokens within 1 s", from the revoke's answer.
    const answered = performance.now();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ revoked: true });
    const refusedAfter = async (where: string, call: () => Response | Promise<Response>) => {
      await waitFor(async () => (await call()).status === 401, `the token to be refused at ${where} within 1 s`, { timeoutMs: 1_000, intervalMs: 50 });
      return performance.now() - answered;
    };
    const [atGateway, atService] = await Promise.all([
      refusedAfter('the gateway', () => suite.gateway.request(TAX_RATES, bearer(token))),
      refusedAfter('the service', () => suite.billing.request(TAX_RATES, bearer(token))),
    ]);
    console.info(`revoked client's token refused at the gateway after ${atGateway.toFixed(0)} ms, at the service after ${atService.toFixed(0)} ms`);
    expect(atGateway).toBeLessThan(1_000);
    expect(atService).toBeLessThan(1_000);

    expect((await list()).clients.map((c) => c.client_id)).not.toContain(client.client_id);
    const again = await tokenRequest(form({ grant_type: 'client_credentials' }, basic(client.client_id, client.client_secret)));
    expect(again.status).toBe(401);
    expect((await suite.gateway.request(`/api/clients/${client.client_id}`, { method: 'DELETE', headers: { cookie: cookies.admin } })).status).toBe(404);
    const [entry] = await suite.auth.deps.sql<{ username: string }[]>`
      select username from audit_entries where action = 'client.revoked' and entity_id = ${client.client_id}`;
    expect(entry?.username).toBe('clientadmin');
  });

  it('is refused without a session (401) and to a Manager (403), revoking nothing', async () => {
    const client = await newClient(['folios:read']);
    const del = (cookie?: string) => suite.gateway.request(`/api/clients/${client.client_id}`, { method: 'DELETE', headers: cookie ? { cookie } : {} });
    expect((await del()).status).toBe(401);
    expect((await del(cookies.manager)).status).toBe(403);
    expect((await list()).clients.map((c) => c.client_id)).toContain(client.client_id);
  });
});
