import { SESSION_COOKIE } from '@pms/contracts/auth';
import { SCOPE_AREAS, SCOPES, type ScopeArea } from '@pms/contracts/permissions';

/** `POST /api/oauth/token`: where machine clients trade their id and secret for a bearer token (docs/integrations.md). */
const OAUTH_TOKEN_PATH = '/api/oauth/token';

const errorContent = (example: { error: string; message: string; fields?: Record<string, string> }) => ({
  'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, example },
});
const retryAfter = { 'retry-after': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } };

/** The error answers every route of a kind shares (docs/architecture.md §14): one body, `ErrorBody`. */
export const ERROR_RESPONSES = {
  BadRequest: {
    description: 'Bad input: `fields` names each bad field (path part, query parameter or body field) and what is wrong. Nothing was changed.',
    content: errorContent({ error: 'invalid_input', message: 'Please correct the fields shown.', fields: { check_in_date: 'must be a date (YYYY-MM-DD)' } }),
  },
  Unauthorized: {
    description: 'No valid session or token (signed out, expired or revoked), or a wrong username or password at sign-in.',
    content: errorContent({ error: 'unauthorized', message: 'Please sign in.' }),
  },
  Forbidden: {
    description: 'Signed in, but the role is below what the route needs (the permission table), or a cross-site write was refused.',
    content: errorContent({ error: 'forbidden', message: 'You do not have access to this.' }),
  },
  TooManyRequests: {
    description: 'Too many failed sign-ins for this username or address: wait `retry-after` seconds.',
    headers: retryAfter,
    content: errorContent({ error: 'too_many_requests', message: 'Too many failed sign-ins. Try again in 30 seconds.' }),
  },
  ClientRateLimited: {
    description:
      'A machine client over its rate limit (docs/integrations.md "Rate limit"): nothing was done; wait `retry-after` seconds and call again. People signed in with a session are not limited.',
    headers: retryAfter,
    content: errorContent({ error: 'too_many_requests', message: 'This client is calling too fast. Try again in 1 s.' }),
  },
  Unavailable: {
    description: 'The service that owns the route did not answer; try again after `retry-after` seconds.',
    headers: retryAfter,
    content: errorContent({ error: 'unavailable', message: 'The reservations service is not available right now.' }),
  },
};

/**
 * How a caller proves who it is: the browser's session cookie, the same token as a bearer, or a
 * machine client's token from the client-credentials grant (docs/integrations.md "Machine clients").
 */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie `POST /api/login` sets (HttpOnly, SameSite=Strict). Writes from a browser must come from the suite’s own origin.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A session or machine-client token (a JWT signed by svc-auth) in `Authorization: Bearer …`.',
  },
  machineClient: {
    type: 'oauth2',
    description: 'Machine clients: an Administrator registers the client; it trades its id and secret for a bearer JWT.',
    flows: {
      clientCredentials: {
        tokenUrl: OAUTH_TOKEN_PATH,
        // Each route's scope is in its `x-pms-scope`; the table of areas is the contracts' one.
        scopes: Object.fromEntries(SCOPES.map((scope) => [scope, `${scope.endsWith(':read') ? 'Read' : 'Change'} ${SCOPE_AREAS[scope.split(':')[0] as ScopeArea]}`])),
      },
    },
  },
};
