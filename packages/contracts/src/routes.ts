/**
 * The route table: every `/api` call of docs/product.md §7, who owns it (docs/architecture.md §4) and the access level
 * it needs. The gateway routes by it and the tests walk it, so a path lives in exactly one place.
 *
 * Paths, parameter order and names are a public contract: keep them exactly as the spec writes them.
 */

import { CLIENT_MAX_LEVEL, PERMISSIONS, type Action, type Scope, type ScopeArea } from './permissions';

export type ServiceName = 'auth' | 'reservations' | 'rooms' | 'billing';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** Hono-style pattern: `:name` matches one path segment. */
  path: string;
  owner: ServiceName;
  /** What the call does, in the permission table's words (`permissions.ts`). */
  action: Action;
  /** Minimum access_id, from the permission table; 0 means the route is public (login and friends). */
  access: number;
  /**
   * What a machine client's token must carry to call it (docs/integrations.md "Machine clients"),
   * from the route's area and method; `null`: no client may (public, Manager and Administrator routes).
   */
  scope: Scope | null;
}

/** Every signed-in route needs at least this access level (docs/product.md §6). */
export const SIGNED_IN = PERMISSIONS['desk.work'];

/** Generic in method and path so the table's type knows every `METHOD path` (the OpenAPI table is keyed by them). */
const r = <M extends HttpMethod, P extends string>(method: M, path: P, owner: ServiceName, action: Action = 'desk.work', area?: ScopeArea): RouteDef & { method: M; path: P } => ({
  method,
  path,
  owner,
  action,
  access: PERMISSIONS[action],
  scope: area && PERMISSIONS[action] > 0 && PERMISSIONS[action] <= CLIENT_MAX_LEVEL ? `${area}:${method === 'GET' ? 'read' : 'write'}` : null,
});

/** The services whose audit entries the gateway merges (docs/audit.md), in the order ties are broken. */
export const AUDITED_SERVICES = ['auth', 'reservations', 'rooms', 'billing'] as const satisfies readonly ServiceName[];

/** The services with figures on the dashboard (docs/dashboard.md). */
export const DASHBOARD_SERVICES = ['reservations', 'rooms', 'billing'] as const satisfies readonly ServiceName[];

export const routes = [
  // auth
  r('GET', '/api/login/status', 'auth', 'session.use'),
  r('POST', '/api/login', 'auth', 'session.use'),
  r('GET', '/api/logout', 'auth', 'session.use'),
  // auth: staff accounts (docs/security.md "Staff accounts")
  r('GET', '/api/users', 'auth', 'staff.manage'),
  r('POST', '/api/users', 'auth', 'staff.manage'),
  r('PATCH', '/api/users/:id', 'auth', 'staff.manage'),
  r('POST', '/api/me/password', 'auth', 'password.change'),
  // auth: machine clients and their tokens (docs/integrations.md "Machine clients")
  r('POST', '/api/oauth/token', 'auth', 'session.use'),
  r('GET', '/api/clients', 'auth', 'staff.manage'),
  r('POST', '/api/clients', 'auth', 'staff.manage'),
  r('POST', '/api/clients/:id/secret', 'auth', 'staff.manage'),
  r('DELETE', '/api/clients/:id', 'auth', 'staff.manage'),
  // auth: webhooks (docs/integrations.md "Webhooks")
  r('GET', '/api/webhooks', 'auth', 'staff.manage'),
  r('POST', '/api/webhooks', 'auth', 'staff.manage'),
  r('DELETE', '/api/webhooks/:id', 'auth', 'staff.manage'),
  r('GET', '/api/webhooks/:id/deliveries', 'auth', 'staff.manage'),
  r('POST', '/api/webhooks/:id/deliveries/:delivery_id/redeliver', 'auth', 'staff.manage'),

  // reservations: bookings
  r('GET', '/api/hw/reservation/:id', 'reservations', 'desk.work', 'reservations'),
  r('GET', '/api/hw/res_rooms/:id', 'reservations', 'desk.work', 'reservations'),
  r('POST', '/api/hw/reservation', 'reservations', 'desk.work', 'reservations'),
  r('PUT', '/api/hw/reservation', 'reservations', 'desk.work', 'reservations'),
  r('PUT', '/api/hw/cancelReservation/:id', 'reservations', 'desk.work', 'reservations'),
  r('GET', '/api/hw/reservations_list/:firstname/:lastname/:sdate/:edate/:confirmationNumber', 'reservations', 'desk.work', 'reservations'),
  // reservations: front desk
  r('GET', '/api/hw/arrivals/:date/:firstname/:lastname/:confirmationNumber', 'reservations', 'desk.work', 'frontdesk'),
  r('GET', '/api/hw/pending_departures/:date', 'reservations', 'desk.work', 'frontdesk'),
  r('GET', '/api/hw/guests/:firstname/:lastname/:roomNumber/:confirmationNumber', 'reservations', 'desk.work', 'frontdesk'),
  r('PUT', '/api/hw/checkinRoom/:res_room_id/:room_id', 'reservations', 'desk.work', 'frontdesk'),
  r('GET', '/api/stays/:res_room_id/rooms', 'reservations', 'desk.work', 'frontdesk'),
  r('PUT', '/api/stays/:res_room_id/room', 'reservations', 'desk.work', 'frontdesk'),
  r('DELETE', '/api/stays/:res_room_id/room', 'reservations', 'desk.work', 'frontdesk'),
  r('PUT', '/api/hw/checkoutRoom/:res_room_id/:room_num', 'reservations', 'desk.work', 'frontdesk'),
  // reservations: reports from inventory and stays
  r('GET', '/api/room/types/available/:date', 'reservations', 'desk.work', 'reports'),
  r('GET', '/api/hw/house_status_res_rooms/:date', 'reservations', 'desk.work', 'reports'),
  // reservations: the business date and the night audit (docs/billing.md)
  r('GET', '/api/business-date', 'reservations', 'business_date.read', 'reservations'),
  r('GET', '/api/night-audit/preview', 'reservations', 'night_audit.run'),
  r('POST', '/api/night-audit', 'reservations', 'night_audit.run'),
  r('GET', '/api/night-audit', 'reservations', 'night_audit.run'),
  r('GET', '/api/night-audit/:date', 'reservations', 'night_audit.run'),

  // rooms: property catalog, housekeeping, work orders
  r('GET', '/api/room/types', 'rooms', 'desk.work', 'rooms'),
  r('GET', '/api/hw/rooms_arrivals/:date', 'rooms', 'desk.work', 'rooms'),
  r('GET', '/api/hw/roomsIdNum', 'rooms', 'desk.work', 'rooms'),
  r('PUT', '/api/hw/updateCleanStatus/:clean/:room_id', 'rooms', 'desk.work', 'housekeeping'),
  r(
    'GET',
    '/api/hw/housekeeping_status/:clean/:dirty/:vacant/:occupied/:arrived/:stayOver/:dueOut/:departed/:notReserved',
    'rooms',
    'desk.work',
    'housekeeping',
  ),
  r('GET', '/api/hw/house_status_rooms', 'rooms', 'desk.work', 'reports'),
  r('GET', '/api/hw/hotel_info/:id', 'rooms', 'desk.work', 'rooms'),
  r('GET', '/api/hw/room_issues', 'rooms', 'desk.work', 'housekeeping'),
  r('POST', '/api/hw/room_issues', 'rooms', 'desk.work', 'housekeeping'),
  r('PUT', '/api/hw/room_issues/:id', 'rooms', 'desk.work', 'housekeeping'),
  r('PUT', '/api/hw/room_issues_fixed/:id', 'rooms', 'desk.work', 'housekeeping'),
  // Undo of Fixed on the MAINTENANCE screen (not in the spec's list; docs/rooms.md).
  r('PUT', '/api/hw/room_issues_unfixed/:id', 'rooms', 'desk.work', 'housekeeping'),

  // billing
  r('GET', '/api/hw/departures/:firstname/:lastname/:roomNumber/:stayOver/:dueOut/:checkedOut', 'billing', 'desk.work', 'frontdesk'),
  r('GET', '/api/hw/tax_rates', 'billing', 'desk.work', 'folios'),
  r('POST', '/api/hw/invoice', 'billing', 'desk.work', 'folios'),
  r('GET', '/api/hw/pre_invoice/:res_room_id', 'billing', 'desk.work', 'folios'),
  r('GET', '/api/hw/invoice/:id', 'billing', 'desk.work', 'folios'),
  r('GET', '/api/hw/invoice_id/:res_room_id', 'billing', 'desk.work', 'folios'),
  // billing: folios (docs/billing.md)
  r('GET', '/api/charge-codes', 'billing', 'folio.work', 'folios'),
  r('GET', '/api/folios/:res_room_id', 'billing', 'folio.work', 'folios'),
  r('POST', '/api/folios/:res_room_id/charges', 'billing', 'folio.work', 'folios'),
  r('POST', '/api/folios/:res_room_id/charges/:line_id/allowances', 'billing', 'folio.work', 'folios'),
  r('POST', '/api/folios/:res_room_id/payments', 'billing', 'folio.work', 'folios'),
  r('POST', '/api/folios/:res_room_id/payments/:payment_id/refunds', 'billing', 'folio.refund', 'folios'),
  r('POST', '/api/invoices/:id/credit-note', 'billing', 'invoice.credit_note'),

  // the dashboard's figures, each service its own (the gateway merges them at DASHBOARD_PATH; docs/dashboard.md)
  ...DASHBOARD_SERVICES.map((owner) => r('GET', `/api/dashboard/${owner}`, owner, 'desk.work', 'reports')),

  // every service: its own audit entries and chain (the gateway merges them at AUDIT_PATH; docs/audit.md)
  ...AUDITED_SERVICES.flatMap((owner) => [
    r('GET', `/api/audit/${owner}/entries`, owner, 'audit.read'),
    r('GET', `/api/audit/${owner}/verify`, owner, 'audit.read'),
  ]),
] as const satisfies readonly RouteDef[];

/** `GET /api/hw/reservation/:id`, … : one key per entry of the route table. */
export type RouteKey = (typeof routes)[number] extends infer R ? (R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never) : never;

/**
 * `GET /api/live/rooms`: the gateway's own server-sent events for the housekeeping board, not in the
 * table because no service owns it (`LiveRoomEvent` in housekeeping.ts describes its events).
 */
export const LIVE_ROOMS_PATH = '/api/live/rooms';

/**
 * `GET /api/audit` and `GET /api/audit/verify` (Manager+, the permission table's `audit.read`): the
 * gateway's own, merging every service's `/api/audit/{service}/...` answers (docs/audit.md).
 */
export const AUDIT_PATH = '/api/audit';
export const AUDIT_VERIFY_PATH = '/api/audit/verify';

/**
 * `GET /api/dashboard` (signed in): the gateway's own, merging every `/api/dashboard/{service}`
 * answer into the day's figures (docs/dashboard.md).
 */
export const DASHBOARD_PATH = '/api/dashboard';

/**
 * The hotel's set-up, read on every screen and changed perhaps once a season: hotel info, room
 * types, tax rates. The gateway sends them with an `ETag` and `Cache-Control: private, no-cache`,
 * so the browser keeps them and revalidates each use (a 304 without a body while they are the
 * same); every other answer is `no-store` (docs/auth-and-gateway.md "Caching").
 */
export const REVALIDATED_ROUTES: ReadonlySet<string> = new Set(['/api/hw/hotel_info/:id', '/api/room/types', '/api/hw/tax_rates']);


export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const splitPath = (path: string): string[] => path.split('/').filter((s) => s.length > 0);

/** A route's pattern as the matcher reads it: its literal segments by position, and where its parameters are. */
interface CompiledRoute {
  route: RouteDef;
  literals: [number, string][];
  params: [number, string][];
}

/**
 * The table grouped by segment count, each group in the table's order: a request is compared only
 * with patterns of its own length, literal segments first, and its parameters are decoded only for
 * the pattern it matches. Every call through the gateway asks this two or three times (the gateway,
 * its telemetry, the service's session guard); scanning the whole table and decoding each
 * pattern's parameters on the way cost 1–2.6 µs a call (docs/performance.md).
 */
const bySegmentCount = new Map<number, CompiledRoute[]>();
for (const route of routes) {
  const segments = splitPath(route.path);
  const entry: CompiledRoute = { route, literals: [], params: [] };
  segments.forEach((seg, i) => (seg.startsWith(':') ? entry.params.push([i, seg.slice(1)]) : entry.literals.push([i, seg])));
  const group = bySegmentCount.get(segments.length);
  if (group) group.push(entry);
  else bySegmentCount.set(segments.length, [entry]);
}

/** A parameter as sent, percent-decoded (only when it holds a `%`: decoding costs ~0.3 µs even when nothing changes). */
function decoded(part: string): string {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Finds the route for a request. Literal segments win over parameters, so `/api/room/types` and
 * `/api/room/types/available/:date` never shadow each other whatever their order in the table.
 * Answers `undefined` for an unknown path, and `{ methodNotAllowed }` when only the method is wrong.
 */
export function matchRoute(method: string, pathname: string): RouteMatch | { methodNotAllowed: true } | undefined {
  const parts = splitPath(pathname);
  const candidates = bySegmentCount.get(parts.length);
  if (candidates === undefined) return undefined;
  const wanted = method.toUpperCase();
  let pathKnown = false;
  next: for (let r = 0; r < candidates.length; r++) {
    const { route, literals, params } = candidates[r]!;
    for (let l = 0; l < literals.length; l++) if (parts[literals[l]![0]] !== literals[l]![1]) continue next;
    pathKnown = true;
    if (route.method !== wanted) continue;
    const values: Record<string, string> = {};
    for (let p = 0; p < params.length; p++) values[params[p]![1]] = decoded(parts[params[p]![0]]!);
    return { route, params: values };
  }
  return pathKnown ? { methodNotAllowed: true } : undefined;
}

/** Fills a pattern's parameters: `routePath('/api/hw/reservation/:id', { id: 5 })`. */
export function routePath(pattern: string, params: Record<string, string | number | undefined | null> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = params[name];
    return encodeURIComponent(v === undefined || v === null || v === '' ? 'undefined' : String(v));
  });
}
