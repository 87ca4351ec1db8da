import { routes, type RouteDef } from '@pms/contracts/routes';
import { TODAY, type Suite } from './suite';

/**
 * Calling any route of the route table with a plausible path, through the gateway or straight at
 * the service that owns it: what the security and permission suites walk the table with.
 */
export function routeCaller(suiteOf: () => Suite) {
  const PROTECTED = (routes as readonly RouteDef[]).filter((r) => r.access > 0);

  /** A plausible value for each path parameter, so only the session decides the answer. */
  const SAMPLE: Record<string, string> = {
    id: '1001',
    res_room_id: '1',
    room_id: '1',
    room_num: '101',
    date: TODAY,
    clean: '1',
    sdate: TODAY,
    edate: TODAY,
    delivery_id: '1',
  };
  const pathOf = (route: RouteDef, values: Record<string, string> = {}) =>
    route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? SAMPLE[name] ?? (/^(stayOver|dueOut|checkedOut|dirty|vacant|occupied|arrived|departed|notReserved)$/.test(name) ? 'false' : 'undefined')));

  /** Ids no row has: a request that passes the session check then changes nothing. */
  const NO_SUCH = { id: '999999', res_room_id: '999999', room_id: '999999' };

  /** Calls a route through the gateway, or straight at the service that owns it. */
  async function call(route: RouteDef, how: 'gateway' | 'service', cookie: string | undefined, path = pathOf(route, NO_SUCH)) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (cookie) headers.cookie = cookie;
    const init = { method: route.method, headers, body: route.method === 'GET' ? undefined : '{}' };
    const res = how === 'gateway' ? await suiteOf().gateway.request(path, init) : await suiteOf().services[route.owner].app.request(path, init);
    return { status: res.status, text: await res.text() };
  }
  return { PROTECTED, pathOf, call };
}
