import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES } from '@pms/contracts/permissions';
import { documentedRoutes, openApiDocument, openApiPath, type DocumentedRoute } from '@pms/gateway/openapi';
import { startSuite, TODAY, type Suite } from './suite';

/**
 * The OpenAPI document against the live suite (docs/integrations.md "API reference"): signed in to
 * the demo hotel, every documented GET route is called with the document's own example parameters,
 * and its answer must match the answer schema IN THE DOCUMENT (not the zod schema it came from), so a
 * field a service sends but the document does not name, or names wrongly, fails here. The writes
 * that give the GETs something to read (a work order, a closed day, an invoice) are checked too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document walked by path as JSON; ajv and the validator check its shapes
type Json = Record<string, any>;
const doc: Json = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6 });
addFormats.default(ajv);
ajv.addSchema(doc, 'openapi.json');

const ADMIN = { username: 'admin', password: 'admin' };
const MANAGER = { username: 'manager', password: '123456' };

let suite: Suite;
const cookies: Record<'manager' | 'admin', string> = { manager: '', admin: '' };

beforeAll(async () => {
  suite = await startSuite();
  cookies.manager = await suite.signIn(MANAGER);
  cookies.admin = await suite.signIn(ADMIN);
  // The demo seed (200 bookings, 80 check-ins, their events) is slow on a shared machine.
}, 300_000);
afterAll(() => suite?.stop());

const operationOf = (route: DocumentedRoute) => doc.paths[openApiPath(route.path)][route.method.toLowerCase()] as Json;
const routeOf = (key: string) => documentedRoutes().find((r) => r.key === key)!;

/** The example request of a route, exactly as the document gives it. */
function exampleUrl(route: DocumentedRoute): string {
  const op = operationOf(route);
  const params = (op.parameters ?? []) as Json[];
  let path = openApiPath(route.path);
  const query = new URLSearchParams();
  for (const p of params) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    if (p.in === 'query' && p.example !== undefined) query.set(p.name, String(p.example));
  }
  return query.size ? `${path}?${query}` : path;
}

/** Calls the route with its examples and answers what is wrong with the answer by the document ('' when nothing). */
async function callDocumented(route: DocumentedRoute): Promise<string> {
  const op = operationOf(route);
  const cookie = PERMISSIONS[route.action] >= ROLES.administrator ? cookies.admin : cookies.manager;
  const body = op.requestBody?.content['application/json'].example;
  const res = await suite.request(route.method, exampleUrl(route), { cookie, body });
  const documented = Object.keys(op.responses).filter((s) => s.startsWith('2'));
  const text = await res.text();
  if (!documented.includes(String(res.status))) return `${route.key} answered ${res.status}, documented ${documented.join('/')}: ${text.slice(0, 300)}`;
  const check = answerCheck(op, res.status);
  if (!check(JSON.parse(text))) return `${route.key}: ${ajv.errorsText(check.errors, { separator: '; ' })}`;
  return '';
}

/** The validator of a documented answer: its schema as the document writes it (a `$ref` into components). */
const answerCheck = (op: Json, status: number) => ajv.getSchema(`openapi.json${op.responses[String(status)].content['application/json'].schema.$ref}`)!;

describe('live answers match the OpenAPI document', () => {
  it('runs on the demo hotel’s business date, the one the examples are of', async () => {
    const res = await suite.request('GET', '/api/business-date', { cookie: cookies.manager });
    expect(await res.json()).toEqual({ business_date: TODAY });
  });

  it('the writes that give the reads something: a work order, the night audit, a payment', async () => {
    for (const key of ['POST /api/hw/room_issues', 'POST /api/night-audit', 'POST /api/hw/invoice']) {
      expect(await callDocumented(routeOf(key))).toBe('');
    }
    // Webhook 1, for its deliveries list. Not the document's example: that names a host on the
    // internet, and nothing here may leave the machine. Loopback (allowed in demo mode), for an
    // event that has already happened, so nothing is ever sent.
    const res = await suite.request('POST', '/api/webhooks', { cookie: cookies.admin, body: { url: 'http://127.0.0.1:9/never', events: ['night_audit.completed'] } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { webhook_id: number }).webhook_id).toBe(1);
  });

  it('every documented GET answers its documented schema with the document’s example parameters', async () => {
    const gets = documentedRoutes().filter((r) => r.method === 'GET' && !r.doc.eventStream && r.key !== 'GET /api/logout');
    expect(gets.length).toBeGreaterThan(35);
    const problems: string[] = [];
    for (const route of gets) {
      const problem = await callDocumented(route);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    // The check is not vacuous: a field the document does not name, or one missing, is caught.
    const reservation = routeOf('GET /api/hw/reservation/:id');
    const answer = (await (await suite.request('GET', exampleUrl(reservation), { cookie: cookies.manager })).json()) as Json;
    const check = answerCheck(operationOf(reservation), 200);
    expect(check(answer)).toBe(true);
    expect(check({ ...answer, credit_card_num: '4111111111111111' })).toBe(false);
    const { version: _dropped, ...withoutVersion } = answer;
    expect(check(withoutVersion)).toBe(false);
    // Signing out last: it revokes the session it is called with.
    expect(await callDocumented(routeOf('GET /api/logout'))).toBe('');
  }, 60_000);
});
