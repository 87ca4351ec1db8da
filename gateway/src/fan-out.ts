import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { levelOf, type Action } from '@pms/contracts/permissions';
import type { ServiceName } from '@pms/contracts/routes';
import { forbidden, GATEWAY_SECRET_HEADER, tokenOf, unauthorized, type TokenVerifier } from '@pms/service-kit';
import { forward, UpstreamUnavailable, type Upstream } from './upstream';

/** Where the gateway asks several services at once, and how long it waits for each. */
export interface FanOutOptions {
  upstreams: Record<ServiceName, Upstream>;
  timeoutMs: number;
  gatewaySecret: string | undefined;
}

/** Refuses a caller without a session (401) or below the permission table's level for `action` (403). */
export async function requireAction(c: Context, verifier: TokenVerifier, action: Action): Promise<void> {
  const token = tokenOf(getCookie(c, SESSION_COOKIE), c.req.header('authorization'));
  if (!token) throw unauthorized();
  const session = await verifier.verify(token);
  if (session.access_id < levelOf(action)) throw forbidden();
}

/** The services that answered 200 with their bodies, and why each of the others did not. */
export interface FanOutAnswers<T> {
  bodies: { service: ServiceName; body: T }[];
  unavailable: Partial<Record<ServiceName, string>>;
}

/**
 * Asks each service at once with the caller's session (the gateway's merged answers: the audit trail,
 * the dashboard). A service that fails, answers anything but 200 or not within `timeoutMs` is named
 * in `unavailable` with the reason instead of failing the whole answer.
 */
export async function askServices<T>(
  c: Context,
  { upstreams, timeoutMs, gatewaySecret }: FanOutOptions,
  services: readonly ServiceName[],
  pathOf: (service: ServiceName) => string,
): Promise<FanOutAnswers<T>> {
  const headers = new Headers();
  for (const name of ['cookie', 'authorization']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-request-id', (c.var as { requestId?: string }).requestId ?? '');
  if (gatewaySecret) headers.set(GATEWAY_SECRET_HEADER, gatewaySecret);
  const answers = await Promise.all(
    services.map(async (service) => {
      try {
        const res = await forward({ service, upstream: upstreams[service], pathAndQuery: pathOf(service), method: 'GET', headers, body: null, timeoutMs });
        if (res.status !== 200) return { service, failed: `answered ${res.status}: ${(await res.text()).slice(0, 200)}` };
        return { service, body: (await res.json()) as T };
      } catch (err) {
        // Why it was not reached (refused, timed out, threw), not the clerk's "try again" sentence.
        const failed = err instanceof UpstreamUnavailable ? `${err.message} (${err.reason})` : err instanceof Error ? err.message : String(err);
        return { service, failed };
      }
    }),
  );
  const out: FanOutAnswers<T> = { bodies: [], unavailable: {} };
  for (const a of answers) {
    if ('body' in a) out.bodies.push({ service: a.service, body: a.body as T });
    else out.unavailable[a.service] = a.failed;
  }
  return out;
}
