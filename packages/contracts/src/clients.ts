import { z } from 'zod';
import { SCOPES, type Scope } from './permissions';
import { CLIENT_MESSAGES, clientNameProblem, clientScopesProblem } from './rules/clients';

/**
 * Machine clients (docs/integrations.md "Machine clients"): svc-auth's `/api/clients` for
 * Administrators, and the OAuth 2.0 client-credentials token endpoint `POST /api/oauth/token`.
 * The rules and their words: `rules/clients.ts`.
 */
export * from './rules/clients';

/** A client as an Administrator sees it: never its secret or the secret's hash. */
export const MachineClient = z.object({
  client_id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(SCOPES as [Scope, ...Scope[]])),
  created_at: z.string(),
  /** When the secret was last replaced; the creation time until then. */
  secret_rotated_at: z.string(),
});
export type MachineClient = z.infer<typeof MachineClient>;

export const ClientList = z.object({ clients: z.array(MachineClient) });
export type ClientList = z.infer<typeof ClientList>;

export const NewClientBody = z
  .object({
    name: z.string({ error: (i) => (i.input === undefined ? CLIENT_MESSAGES.required : 'must be text') }).superRefine((value, ctx) => {
      const problem = clientNameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    scopes: z.array(z.string(), { error: (i) => (i.input === undefined ? CLIENT_MESSAGES.required : 'must be a list of scopes') }).superRefine((value, ctx) => {
      const problem = clientScopesProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict();
export type NewClientBody = z.infer<typeof NewClientBody>;

/** `POST /api/clients` (201) and `POST /api/clients/{id}/secret` (200): the secret, shown this once. */
export const ClientSecretAnswer = z.object({ client_id: z.string(), client_secret: z.string() });
export type ClientSecretAnswer = z.infer<typeof ClientSecretAnswer>;

/** `POST /api/oauth/token`'s answer (RFC 6749 §5.1). */
export const TokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenAnswer = z.infer<typeof TokenAnswer>;

/** `POST /api/oauth/token`'s refusals (RFC 6749 §5.2): `invalid_client` is 401, the others 400. */
export const TokenError = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope']),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof TokenError>;

/** Error codes of the client routes beyond the usual ones (409). */
export const CLIENT_ERRORS = { nameTaken: 'client_name_taken' } as const;
