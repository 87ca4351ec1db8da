import type { Hono } from 'hono';
import {
  createRevocationList,
  createServiceApp,
  createTokenVerifier,
  GATEWAY_SECRET_HEADER,
  sessionGuard,
  type Clock,
  type RevocationFeed,
  type Sql,
} from '@pms/service-kit';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import type { ServiceName } from '@pms/contracts/routes';
import { createTestService, testLogger, type TestService } from '@pms/service-kit/testing';
import { createGateway, type GatewayOptions, type UpstreamHandler } from '@pms/gateway';
import type { AuthConfig } from '../src/config';
import { hashPassword } from '../src/domain/password';
import { insertUser } from '../src/db/users';
import { authService, localKeyGetter } from '../src/service';

/** A hotel clock a test moves by minutes (the lock and the rate limit read it). */
export function movableClock(start = '2026-03-01T12:00:00Z'): Clock & { advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    timeZone: 'America/New_York',
    now: () => new Date(t),
    today: () => new Date(t).toISOString().slice(0, 10),
    calendarDate: () => new Date(t).toISOString().slice(0, 10),
    advance(ms: number) {
      t += ms;
    },
  };
}

export const MINUTE = 60_000;

export async function addUser(sql: Sql, username: string, password: string, access_id = 1, active = true) {
  const user = await insertUser(sql, { username, passwordHash: await hashPassword(password), access_id, active });
  if (!user) throw new Error(`user ${username} exists`);
  return user;
}

type App = Pick<Hono, 'request'>;

export function login(app: App, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The session token a login answer set. */
export function sessionTokenOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1);
  if (!token) throw new Error('no session cookie in the answer');
  return token;
}

/** The gateway's secret in these tests: with it, `x-forwarded-for` is believed (client-address.ts). */
export const GATEWAY_SECRET = 'a-test-secret-the-gateway-and-svc-auth-share';

/** Headers of a request the gateway forwards for a client at `address`. */
export function viaGateway(address: string): Record<string, string> {
  return { 'x-forwarded-for': address, [GATEWAY_SECRET_HEADER]: GATEWAY_SECRET };
}

export interface AuthBehindGateway {
  auth: TestService<AuthConfig>;
  gateway: ReturnType<typeof createGateway>;
  /** A service behind the gateway guarding `GET /api/hw/tax_rates` with its own verifier and revocation list. */
  billing: ReturnType<typeof createServiceApp>;
  gatewayRevocations: RevocationFeed;
  stop(): Promise<void>;
}

/**
 * svc-auth on its own database and the bus, with the gateway and a guarded service in front, as the
 * embedded composition wires them: keys read in-process, revocations from the bus like every process.
 */
export async function startAuthBehindGateway(
  name: string,
  config: Partial<AuthConfig> = { LOGIN_RATE_LIMIT: 1000 },
  gatewayOptions: Pick<GatewayOptions, 'clientRateLimit'> = {},
): Promise<AuthBehindGateway> {
  const log = testLogger(name);
  const auth = await createTestService(authService, { config });
  const { bus, sql } = auth.deps;
  const gatewayRevocations = await createRevocationList({ bus, durable: `${name}-gateway-revocations`, log });
  const serviceRevocations = await createRevocationList({ bus, durable: `${name}-billing-revocations`, log });
  const gatewayVerifier = createTokenVerifier({ keys: localKeyGetter(sql, auth.deps.config), revoked: gatewayRevocations });
  const billingVerifier = createTokenVerifier({ keys: localKeyGetter(sql, auth.deps.config), revoked: serviceRevocations });

  const billing = createServiceApp('billing', { sql, bus, log });
  billing.use('/api/*', sessionGuard(billingVerifier));
  billing.get('/api/hw/tax_rates', (c) => c.json([{ county_rate: 0.02, city_rate: 0.01, state_rate: 0.05 }]));

  const stub: UpstreamHandler = () => Response.json({ ok: true });
  const upstreams: Record<ServiceName, UpstreamHandler> = {
    auth: (req) => auth.app.fetch(req),
    billing: (req) => billing.fetch(req),
    reservations: stub,
    rooms: stub,
  };
  const gateway = createGateway({ upstreams, verifier: gatewayVerifier, log, ...gatewayOptions });
  return {
    auth,
    gateway,
    billing,
    gatewayRevocations,
    async stop() {
      await gatewayRevocations.stop();
      await serviceRevocations.stop();
      await auth.stop();
    },
  };
}
