/**
 * Machine clients' rules (docs/integrations.md "Machine clients"): what a client's name and scopes
 * must be, in the words a refusal uses. svc-auth's schemas (`clients.ts`) are built from these and
 * the CLIENTS screen checks with the same functions.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */
import { isScope, SCOPES } from '../permissions';

export const CLIENT_NAME_MAX_LENGTH = 100;
/** How long an access token from `POST /api/oauth/token` lives: short, so a leaked one is soon worthless. */
export const CLIENT_TOKEN_TTL_SECONDS = 15 * 60;
/** Gateway rate limit per client (docs/integrations.md): requests per second, and the burst above it. */
export const CLIENT_RATE_PER_SECOND = 20;
export const CLIENT_RATE_BURST = 40;

export const CLIENT_MESSAGES = {
  required: 'is required',
  nameTooLong: `must be at most ${CLIENT_NAME_MAX_LENGTH} characters`,
  nameTaken: 'is the name of another active client',
  scopesEmpty: 'must name at least one scope',
  scopeUnknown: `may only hold ${SCOPES.join(', ')}`,
} as const;

/** Why a client name cannot be used, or `undefined` when it can (whether it is taken is the service's to say). */
export function clientNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return CLIENT_MESSAGES.required;
  if (trimmed.length > CLIENT_NAME_MAX_LENGTH) return CLIENT_MESSAGES.nameTooLong;
  return undefined;
}

/** Why a list of scopes cannot be given to a client, or `undefined` when it can. */
export function clientScopesProblem(scopes: readonly string[]): string | undefined {
  if (scopes.length === 0) return CLIENT_MESSAGES.scopesEmpty;
  if (!scopes.every(isScope)) return CLIENT_MESSAGES.scopeUnknown;
  return undefined;
}

/** The claim a client's token carries for its revocation: every token of this client and secret version. */
export const clientRevocationKey = (clientId: string, version: number): string => `client-${clientId}-v${version}`;
