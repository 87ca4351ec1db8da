import { z } from 'zod';
import { ClientList, ClientSecretAnswer, NewClientBody, TokenAnswer, TokenError } from '@pms/contracts/clients';
import type { RouteKey } from '@pms/contracts/routes';
import type { OperationDoc } from './operation';

/** svc-auth checks a client id with this pattern (`pms_` and 24 hex digits). */
const ClientIdParams = z.object({ id: z.string().regex(/^pms_[0-9a-f]{24}$/, 'must be a client id') });
const ClientRevoked = z.object({ revoked: z.literal(true) });

/** The client-credentials form (RFC 6749 §4.4.2); the client authenticates by HTTP Basic or by the two form fields. */
const TokenForm = z.object({
  grant_type: z.literal('client_credentials'),
  scope: z.string().optional().describe('Space-separated; a subset of the client’s scopes (all of them when absent).'),
  client_id: z.string().optional().describe('With `client_secret`, instead of HTTP Basic.'),
  client_secret: z.string().optional(),
});

const exampleClient = 'pms_4f1c2a9b7e3d5a6c8b0e1f2a';

/** Machine clients (docs/integrations.md "Machine clients"): Administrators' accounts for other systems, and their tokens. */
export const CLIENT_OPERATIONS = {
  'POST /api/oauth/token': {
    operationId: 'issueClientToken',
    summary: 'Trade a machine client’s id and secret for a bearer token (OAuth 2.0 client credentials)',
    description:
      'Form-encoded (`grant_type=client_credentials`, optional `scope`). The client authenticates by HTTP Basic (`client_id:client_secret`) or by `client_id` and `client_secret` in the form — not both. The token is a JWT signed by svc-auth, valid 15 minutes; send it as `Authorization: Bearer …`. Errors follow RFC 6749 §5.2.',
    tag: 'Machine clients',
    body: TokenForm,
    form: true,
    errorAnswer: TokenError,
    answer: TokenAnswer,
    example: {
      body: { grant_type: 'client_credentials', scope: 'reservations:read' },
      answer: { access_token: 'eyJhbGciOiJFUzI1NiJ9.…', token_type: 'Bearer', expires_in: 900, scope: 'reservations:read' },
    },
  },
  'GET /api/clients': {
    operationId: 'listClients',
    summary: 'List the active machine clients (never their secrets)',
    tag: 'Machine clients',
    answer: ClientList,
    example: {},
  },
  'POST /api/clients': {
    operationId: 'createClient',
    summary: 'Register a machine client; its secret is in this answer only',
    tag: 'Machine clients',
    body: NewClientBody,
    answer: ClientSecretAnswer,
    status: 201,
    conflict: '`client_name_taken`: an active client has that name.',
    example: { body: { name: 'Channel manager', scopes: ['reservations:read', 'reservations:write'] } },
  },
  'POST /api/clients/:id/secret': {
    operationId: 'rotateClientSecret',
    summary: 'Replace a client’s secret; every token of the old one stops working',
    tag: 'Machine clients',
    params: ClientIdParams,
    answer: ClientSecretAnswer,
    notFound: 'No active client of that id.',
    example: { params: { id: exampleClient } },
  },
  'DELETE /api/clients/:id': {
    operationId: 'revokeClient',
    summary: 'Revoke a client: its tokens stop working within a second',
    tag: 'Machine clients',
    params: ClientIdParams,
    answer: ClientRevoked,
    notFound: 'No active client of that id.',
    example: { params: { id: exampleClient } },
  },
} as const satisfies Partial<Record<RouteKey, OperationDoc>>;
