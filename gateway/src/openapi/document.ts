import type { z } from 'zod';
import { ErrorBody } from '@pms/contracts/errors';
import { PERMISSIONS, ROLE_NAMES, type Action } from '@pms/contracts/permissions';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/rules/paging';
import { routes, type RouteDef, type RouteKey } from '@pms/contracts/routes';
import { TAGS, type OperationDoc } from './operation';
import { GATEWAY_OPERATIONS, OPERATIONS } from './operations';
import { answerComponents, contractNameOf, inputSchema, parameterSchemas, type JsonSchema } from './schemas';
import { ERROR_RESPONSES, SECURITY_SCHEMES } from './responses';

/** The headers of a paged list's answer (`?limit=&cursor=`; `@pms/contracts/rules/paging`). */
const PAGED_HEADERS = {
  [NEXT_CURSOR_HEADER]: {
    description: 'Paged answers only: pass it back as `cursor` for the next page. Absent on the last page and when not paged.',
    schema: { type: 'string' },
  },
  Link: {
    description: 'Paged answers only: `<this path?limit=…&cursor=…>; rel="next"` (RFC 8288), absent on the last page.',
    schema: { type: 'string' },
  },
};

/** Where the gateway serves the document and its viewer (both without a session). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The API's version: the contracts' (packages/contracts/package.json). */
const API_VERSION = '0.1.0';

/** One documented operation: a route of the table, or one of the gateway's own. */
export interface DocumentedRoute {
  key: string;
  method: string;
  path: string;
  owner: string;
  action: Action;
  /** The machine-client scope that reaches it (`null`: no client may call it). */
  scope?: string | null;
  doc: OperationDoc;
}

/** Every route the document describes: the route table's, then the gateway's own. */
export function documentedRoutes(): DocumentedRoute[] {
  const table = (routes as readonly RouteDef[]).map((r) => {
    const key = `${r.method} ${r.path}` as RouteKey;
    return { key, method: r.method, path: r.path, owner: r.owner, action: r.action, scope: r.scope, doc: OPERATIONS[key] };
  });
  const own = Object.entries(GATEWAY_OPERATIONS).map(([key, doc]) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, method, path, owner: 'gateway', action: doc.action, doc };
  });
  return [...table, ...own];
}

/** `/api/hw/reservation/:id` → `/api/hw/reservation/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]+)/g, '{$1}');

const securityOf = (scope: string | null | undefined) => [{ session: [] }, { bearer: [] }, ...(scope ? [{ machineClient: [scope] }] : [])];

let built: JsonSchema | undefined;

/** The OpenAPI 3.1 document of the whole API, built once from the contracts' zod schemas. */
export function openApiDocument(): JsonSchema {
  built ??= buildDocument();
  return built;
}

function buildDocument(): JsonSchema {
  const documented = documentedRoutes();
  const answers = documented.flatMap(({ doc }) => [
    { schema: doc.answer, fallbackName: `${capital(doc.operationId)}Answer` },
    ...(doc.conflictAnswer ? [{ schema: doc.conflictAnswer, fallbackName: `${capital(doc.operationId)}Conflict` }] : []),
    ...(doc.errorAnswer ? [{ schema: doc.errorAnswer, fallbackName: `${capital(doc.operationId)}Error` }] : []),
  ]);
  const { components, ref } = answerComponents([...answers, { schema: ErrorBody, fallbackName: 'ErrorBody' }]);
  const bodies: Record<string, JsonSchema> = {};
  const bodyRef = (schema: z.ZodType, operationId: string): JsonSchema => {
    const name = contractNameOf(schema) ?? `${capital(operationId)}Body`;
    if (components[name] && !bodies[name]) throw new Error(`OpenAPI: body ${name} has the name of an answer schema`);
    bodies[name] ??= inputSchema(schema);
    return { $ref: `#/components/schemas/${name}` };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of documented) {
    const item = (paths[openApiPath(route.path)] ??= {});
    item[route.method.toLowerCase()] = operation(route, ref, bodyRef);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Hotel PMS API',
      version: API_VERSION,
      summary: 'Reservations, front desk, housekeeping, billing and the night audit of one hotel.',
      description:
        'Every call goes through the gateway. Money is US dollars with at most two decimals; dates are the hotel’s `YYYY-MM-DD`. Errors answer `{error, message, fields?}`; a 400 names each bad field in `fields`. Examples are the demo hotel’s (Regal Inn & Suites) on its business date 2026-03-01.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This suite’s gateway' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ...components, ...bodies },
      responses: ERROR_RESPONSES,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function operation(route: DocumentedRoute, ref: (s: z.ZodType) => JsonSchema, bodyRef: (s: z.ZodType, id: string) => JsonSchema): JsonSchema {
  const { doc } = route;
  const access = PERMISSIONS[route.action];
  const pathNames = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  const pathParams = doc.params ? parameterSchemas(doc.params) : [];
  const missing = pathNames.filter((n) => !pathParams.some((p) => p.name === n));
  if (missing.length || pathParams.length !== pathNames.length) throw new Error(`OpenAPI: ${route.key} documents path parameters ${pathParams.map((p) => p.name).join(', ') || 'none'}`);

  const parameters = [
    ...pathParams.map((p) => ({ name: p.name, in: 'path', required: true, schema: p.schema, example: doc.example.params?.[p.name] })),
    ...(doc.query ? parameterSchemas(doc.query) : []).map((p) => ({ name: p.name, in: 'query', required: p.required, schema: p.schema, example: doc.example.query?.[p.name] })),
    ...(doc.idempotent
      ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 }, description: 'A retry with the same key (same user) answers the first result and changes nothing more.' }]
      : []),
  ];
  const status = String(doc.status ?? 200);
  const content = doc.eventStream
    ? { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent events; `room` events carry the JSON below.' }, 'x-event-data': ref(doc.answer) } }
    : { 'application/json': { schema: ref(doc.answer), ...(doc.example.answer === undefined ? {} : { example: doc.example.answer }) } };
  const responses: Record<string, unknown> = {
    [status]: { description: status === '201' ? 'Created.' : 'Success.', content, ...(doc.paged ? { headers: PAGED_HEADERS } : {}) },
  };
  if (doc.errorAnswer) {
    const own = (description: string) => ({ description, content: { 'application/json': { schema: ref(doc.errorAnswer as z.ZodType) } } });
    responses['400'] = own('A malformed request, an unsupported grant type or a scope the client was not given (RFC 6749 §5.2).');
    responses['401'] = own('`invalid_client`: unknown client, wrong secret, or a revoked client.');
  } else if (doc.params || doc.query || doc.body) responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (!doc.errorAnswer && (access > 0 || route.key === 'POST /api/login')) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (access > 0) responses['403'] = { $ref: '#/components/responses/Forbidden' };
  if (doc.notFound) responses['404'] = errorResponse(doc.notFound, ref);
  if (doc.conflict) responses['409'] = errorResponse(doc.conflict, ref, doc.conflictAnswer);
  if (route.key === 'POST /api/login') responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  // Every route a machine client can call counts against its rate limit (gateway/src/client-rate.ts).
  else if (route.scope) responses['429'] = { $ref: '#/components/responses/ClientRateLimited' };
  responses['503'] = { $ref: '#/components/responses/Unavailable' };

  const who = access === 0 ? 'Open to everyone (no session needed).' : `Needs ${ROLE_NAMES[access]} or above (\`${route.action}\`).`;
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    description: [doc.description, who].filter(Boolean).join('\n\n'),
    tags: [doc.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body
      ? { requestBody: { required: true, content: { [doc.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: bodyRef(doc.body, doc.operationId), example: doc.example.body } } } }
      : {}),
    responses,
    security: access === 0 ? [] : securityOf(route.scope),
    'x-pms-owner': route.owner,
    'x-pms-permission': { action: route.action, access_id: access },
    ...(route.scope ? { 'x-pms-scope': route.scope } : {}),
  };
}

function errorResponse(description: string, ref: (s: z.ZodType) => JsonSchema, other?: z.ZodType): JsonSchema {
  const schema = other ? { anyOf: [ref(ErrorBody), ref(other)] } : ref(ErrorBody);
  return { description, content: { 'application/json': { schema } } };
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
