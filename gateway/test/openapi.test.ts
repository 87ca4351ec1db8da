import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@pms/contracts/permissions';
import { routes, type RouteDef } from '@pms/contracts/routes';
import type { LiveRooms } from '../src/live';
import { DOCS_PATH, documentedRoutes, OPENAPI_PATH, openApiDocument, openApiPath } from '../src/openapi/document';
import { TAGS } from '../src/openapi/operation';
import { GATEWAY_OPERATIONS, OPERATIONS } from '../src/openapi/operations';
import { stubGateway } from './stub-gateway';

/**
 * The OpenAPI document (docs/integrations.md "API reference"): a valid 3.1 document, one operation
 * for every route of the route table and of the gateway's own and no other, every example valid
 * against its own schema, and the document and its viewer served without a session from our origin.
 * That live answers match it is reliability/test/openapi-contract.test.ts's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document walked by path as JSON; ajv and the validator check its shapes
type Json = Record<string, any>;
const doc: Json = openApiDocument();
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const documentedKeys = () =>
  Object.entries(doc.paths as Json).flatMap(([path, item]) => Object.keys(item as Json).filter((m) => METHODS.includes(m)).map((m) => `${m.toUpperCase()} ${path}`));

const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6 });
addFormats.default(ajv);
ajv.addSchema(doc, 'openapi.json');
const compile = (schema: Json) => (schema.$ref ? ajv.getSchema(`openapi.json${schema.$ref}`)! : ajv.compile({ ...schema, $id: undefined }));

const { gateway, keys, build } = await stubGateway();

/**
 * The routes the gateway answers itself under /api, read from the Hono app (`app.routes`), not from
 * a list kept by hand: a gateway route added without a document entry fails the tests below. The live
 * feed is mounted only with `live` set, so this gateway has one (never called). `ALL` entries are the
 * middleware and the proxy to the services (the route table's); the reference itself and its
 * viewer's files are not operations of the API.
 */
const unusedLive: LiveRooms = { handle: () => Promise.reject(new Error('not called')), clients: 0, stop: async () => {} };
const REFERENCE_ITSELF = [OPENAPI_PATH, DOCS_PATH];
const tableKeys = (routes as readonly RouteDef[]).map((r) => `${r.method} ${r.path}`);
/** What the gateway's app serves that no service owns (it answers some table routes itself, e.g. GET /api/login/status: the table's). */
const gatewayOwnRoutes = [
  ...new Set(
    build({ live: unusedLive })
      .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.includes('*'))
      .filter((r) => !REFERENCE_ITSELF.includes(r.path) && !r.path.startsWith(`${DOCS_PATH}/assets/`))
      .map((r) => `${r.method} ${r.path}`),
  ),
].filter((k) => !tableKeys.includes(k));

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('has a valid JSON Schema (2020-12) for every component', () => {
    for (const [name, schema] of Object.entries(doc.components.schemas as Json)) {
      expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText()}`).toBe(true);
      expect(ajv.getSchema(`openapi.json#/components/schemas/${name}`), name).toBeTypeOf('function');
    }
  });

  it('documents every route of the route table and the gateway’s own, and nothing else', () => {
    const table = tableKeys;
    expect(Object.keys(OPERATIONS).sort()).toEqual([...table].sort());
    const own = gatewayOwnRoutes;
    expect(own.length, 'the gateway app lists its own routes').toBeGreaterThanOrEqual(4);
    expect(Object.keys(GATEWAY_OPERATIONS).sort(), 'GATEWAY_OPERATIONS is exactly the gateway app’s own /api routes').toEqual([...own].sort());
    const expected = [...table, ...own].map((k) => openApiPath(k)).sort();
    expect(documentedKeys().sort()).toEqual(expected);
  });

  it('gives each operation a unique id, a summary, a tag, its security and the error answers that apply', () => {
    const ids = new Set<string>();
    for (const route of documentedRoutes()) {
      const op = doc.paths[openApiPath(route.path)][route.method.toLowerCase()] as Json;
      const where = route.key;
      expect(ids.has(op.operationId), `${where}: duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, where).toBeTruthy();
      expect(Object.keys(TAGS), where).toContain(op.tags[0]);
      const signedIn = PERMISSIONS[route.action] > 0;
      // A machine client reaches a route only with the route's scope (none: people only).
      const client = route.scope ? [{ machineClient: [route.scope] }] : [];
      expect(op.security, where).toEqual(signedIn ? [{ session: [] }, { bearer: [] }, ...client] : []);
      if (signedIn) expect(op['x-pms-scope'] ?? null, where).toBe(route.scope ?? null);
      const statuses = Object.keys(op.responses);
      // What a machine client can call, its rate limit can refuse: 429 with Retry-After.
      if (op['x-pms-scope']) {
        expect(statuses, `${where}: a scoped route documents the client rate limit`).toContain('429');
        const limited = doc.components.responses[String(op.responses['429'].$ref).split('/').pop()!] as Json;
        expect(Object.keys(limited.headers), where).toContain('retry-after');
        expect(limited.content['application/json'].example.error, where).toBe('too_many_requests');
      }
      if (signedIn) expect(statuses, where).toEqual(expect.arrayContaining(['401', '403']));
      if (route.doc.params || route.doc.body || route.doc.query) expect(statuses, where).toContain('400');
      expect(statuses.some((s) => s.startsWith('2')), where).toBe(true);
    }
    expect(doc.paths['/api/login'].post.responses).toHaveProperty('429');
    expect(doc.paths['/api/hw/reservation'].post.security).toContainEqual({ machineClient: ['reservations:write'] });
    expect(doc.paths['/api/users'].get.security).not.toContainEqual(expect.objectContaining({ machineClient: expect.anything() }));
    expect(Object.keys(doc.paths['/api/oauth/token'].post.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(doc.paths['/api/night-audit'].post.responses['409'].content['application/json'].schema.anyOf).toHaveLength(2);
  });

  it('declares the cookie session, bearer tokens and the machine clients’ client-credentials grant', () => {
    const schemes = doc.components.securitySchemes as Json;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'pms_session' });
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(schemes.machineClient.flows.clientCredentials.tokenUrl).toBe('/api/oauth/token');
    expect(doc.components.responses.BadRequest.content['application/json'].example.fields).toBeTruthy();
  });

  it('has examples that its own schemas accept: every path parameter, body and answer', () => {
    for (const route of documentedRoutes()) {
      const op = doc.paths[openApiPath(route.path)][route.method.toLowerCase()] as Json;
      for (const p of (op.parameters ?? []) as Json[]) {
        if (p.in === 'path') expect(p.example, `${route.key} ${p.name}`).toBeDefined();
        if (p.example === undefined) continue;
        const check = compile(p.schema);
        expect(check(p.example), `${route.key} ${p.name}: ${ajv.errorsText(check.errors)}`).toBe(true);
      }
      if (route.doc.body) {
        const media = Object.values(op.requestBody.content as Json)[0] as Json;
        const check = compile(media.schema);
        expect(check(media.example), `${route.key} body: ${ajv.errorsText(check.errors)}`).toBe(true);
        // The service's own validation agrees with the document's.
        expect(route.doc.body.safeParse(media.example).error, `${route.key} body`).toBeUndefined();
      }
      const success = Object.entries(op.responses as Json).find(([s]) => s.startsWith('2'))![1] as Json;
      const answer = success.content['application/json'];
      if (answer?.example !== undefined) {
        const check = compile(answer.schema);
        expect(check(answer.example), `${route.key} answer: ${ajv.errorsText(check.errors)}`).toBe(true);
      }
    }
  });
});

describe('GET /api/openapi.json and GET /api/docs', () => {
  it('answer without a session', async () => {
    const res = await gateway.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
    const page = await gateway.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('serve the viewer only from our own origin, within the suite’s usual CSP', async () => {
    const page = await gateway.request('/api/docs');
    const html = await page.text();
    // The CSP is every page's: scripts from 'self' only, nothing relaxed for the viewer.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toBe((await gateway.request('/')).headers.get('content-security-policy'));
    expect(csp).toContain("script-src 'self';");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) {
      expect(ref, 'a path on our own origin').toMatch(/^\/api\/docs\/assets\/[\w.-]+$/);
      const asset = await gateway.request(ref);
      expect(asset.status, ref).toBe(200);
      const text = new TextDecoder().decode(await asset.arrayBuffer());
      if (ref.endsWith('.css')) expect(text, 'no external font or image').not.toMatch(/url\(\s*['"]?(https?:)?\/\/|@import/);
      if (ref.endsWith('start.js')) expect(text).toContain("validatorUrl: null");
    }
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('revalidates the viewer’s files by ETag and refuses a file it does not serve', async () => {
    const first = await gateway.request('/api/docs/assets/swagger-ui.css');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await gateway.request('/api/docs/assets/swagger-ui.css', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await gateway.request('/api/docs/assets/index.html')).status).toBe(404);
    expect((await gateway.request('/api/docs/assets/..%2f..%2fpackage.json')).status).toBe(404);
  });

  it('the gateway’s own documented routes exist and need a session like the rest', async () => {
    // The live feed is served only with `live` set (its session check is live.test.ts's).
    for (const key of gatewayOwnRoutes.filter((k) => !k.endsWith('/live/rooms'))) {
      const path = key.split(' ')[1]!;
      expect((await gateway.request(path)).status, path).toBe(401);
    }
    expect((await gateway.request('/api/audit', { headers: { cookie: await keys.cookie(1) } })).status).toBe(403);
  });
});
