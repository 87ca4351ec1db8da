import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app';
import { badRequest, unauthorized } from './errors';
import { fieldsOf } from './validate';

/** The request body as JSON; a body that is not JSON is the standard 400 naming `(body)`. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest({ '(body)': 'must be a JSON object' });
  }
}

/**
 * Reads and parses a JSON body with `schema`, or throws the standard 400. `fieldName` names a bad
 * field the way the screens call it (e.g. a positional `vals.0` as `room_id`); by default fields are
 * named by their dotted path, as `validate` does.
 */
export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  fieldName?: (path: readonly PropertyKey[]) => string,
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (parsed.success) return parsed.data;
  if (!fieldName) throw badRequest(fieldsOf(parsed.error));
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[fieldName(issue.path)] ??= issue.message;
  throw badRequest(fields);
}

/**
 * The signed-in clerk's user id (the token's subject), never a value from the body. A machine
 * client is no user: its writes carry user id 0 and name the client by `username` (`client:<name>`,
 * in `booked_by` and the audit trail; docs/integrations.md "Machine clients").
 */
export function sessionUserId(c: Context<AppEnv>): number {
  if (c.var.session?.client_id !== undefined) return 0;
  const id = Number(c.var.session?.sub);
  if (!Number.isSafeInteger(id) || id < 0) throw unauthorized('Your session does not name a user. Please sign in again.');
  return id;
}

/**
 * Whose idempotency keys a request's are (`user.<id>`, or `client.<client_id>` for a machine
 * client): a retried submit replays only its own caller's answer.
 */
export function sessionActorKey(c: Context<AppEnv>): string {
  const clientId = c.var.session?.client_id;
  return clientId !== undefined ? `client.${clientId}` : `user.${sessionUserId(c)}`;
}
