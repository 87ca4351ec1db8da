/**
 * fast-check inputs for the fuzzer: path parts, bodies (random, and near-valid ones shaped like each
 * route's real body, which reach deeper into the services), and headers. Header values stay within
 * what an HTTP client can send (printable ASCII); everything else is fair game.
 */
import fc from 'fast-check';
import type { RouteDef } from '@pms/contracts/routes';

/** Text that has broken parsers, SQL and date handling elsewhere. */
export const NASTY = [
  'undefined', 'null', '', ' ', '0', '1', '-1', 'true', 'false', 'NaN', 'Infinity', '-0', '1e3', '0x10', '1.5',
  '2147483647', '2147483648', '-2147483649', '9223372036854775808', '99999999999999999999999',
  '2026-03-01', '2026-02-30', '2026-13-01', '0000-01-01', '0001-01-01', '9999-12-31', '+002026-03-01', '2026-3-1', '20260301',
  '1969-12-31', '1900-01-01', '%', '_', '\\', '..', '../../etc/passwd', '%00', '\u0000', 'ñandú', '日本', '😀😀😀',
  "' or '1'='1", "'; drop table rooms.rooms; --", '" or ""="', '1) or (1=1', "Robert'); DROP TABLE customers;--",
  '<script>alert(1)</script>', '${7*7}', '{{7*7}}', 'a'.repeat(101), 'a'.repeat(1000),
];

const printable = fc.array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes));

const pathPart = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 3_000_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
);

const scalar = fc.oneof(
  fc.constantFrom<unknown>(...NASTY, null, true, false, 0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, 0.5, [], {}),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
);
const date = fc.oneof(fc.constantFrom('2026-03-01', '2026-03-05', '0000-01-01', '9999-12-31', '2026-02-30'), fc.string({ maxLength: 12 }));

/** Bodies shaped like the route's own, with wrong or extreme values in them. */
function shaped(route: RouteDef): fc.Arbitrary<unknown> {
  const p = route.path;
  if (p === '/api/login') return fc.record({ username: scalar, password: scalar }, { requiredKeys: [] });
  if (p === '/api/hw/reservation') {
    const cust = fc.array(scalar, { maxLength: 12 });
    const room = fc.tuple(fc.oneof(fc.integer({ min: -1, max: 5 }), scalar), date, date, fc.oneof(fc.integer({ min: -1, max: 12 }), scalar), scalar, scalar);
    const rooms = fc.array(fc.oneof(room.map((r) => [...r] as unknown), scalar), { maxLength: 11 });
    const base = fc.record({ cust, reserve: fc.array(scalar, { maxLength: 3 }), rooms }, { requiredKeys: [] });
    if (route.method === 'POST') return base;
    return fc.tuple(base, fc.record({ customerId: scalar, reservation_id: scalar, resRoomId: scalar, version: scalar, roomNum: scalar }, { requiredKeys: [] })).map(
      ([a, b]) => ({ ...(a as object), ...b }),
    );
  }
  if (p.startsWith('/api/hw/room_issues')) {
    const vals = fc.oneof(
      fc.tuple(scalar, scalar, scalar, date, date).map((t) => [...t] as unknown),
      fc.record({ room_id: scalar, issue: scalar, start_date: date, end_date: date }, { requiredKeys: [] }),
      scalar,
    );
    return fc.record({ vals }, { requiredKeys: [] });
  }
  if (p === '/api/hw/invoice') return fc.record({ id: scalar, payment_type: fc.oneof(fc.constantFrom('Cash', 'Credit Card', 'cash', ''), scalar) }, { requiredKeys: [] });
  return fc.jsonValue();
}

export interface FuzzInput {
  params: string[];
  /** undefined: no body; a string: sent as is. */
  body: string | undefined;
  headers: Record<string, string>;
}

export function fuzzInput(route: RouteDef): fc.Arbitrary<FuzzInput> {
  const paramCount = route.path.split('/').filter((s) => s.startsWith(':')).length;
  const bodies = fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: shaped(route).map((v) => JSON.stringify(v)) },
  );
  const headers = fc.record(
    {
      'content-type': fc.oneof(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x'), printable),
      'idempotency-key': fc.oneof(printable, fc.constant('k'.repeat(256))),
      'x-request-id': printable,
      accept: printable,
      'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'garbage', '127.0.0.1, 10.0.0.1'),
      authorization: fc.oneof(printable, printable.map((s) => `Bearer ${s}`)),
    },
    { requiredKeys: [] },
  );
  return fc.record({
    params: fc.array(pathPart, { minLength: paramCount, maxLength: paramCount }),
    body: route.method === 'GET' ? fc.constant(undefined) : bodies,
    headers,
  });
}

/** The route's path with these parts in its parameters, each URL-encoded. */
export function fillPath(route: RouteDef, parts: readonly string[]): string {
  let i = 0;
  return route.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(parts[i++] ?? ''));
}
