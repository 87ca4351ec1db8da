import type { Context } from 'hono';
import type { z } from 'zod';
import { bookingFieldName } from '@pms/contracts/reservations';
import { badRequest, unauthorized, type AppEnv } from '@pms/service-kit';

/**
 * Parses a booking body (the positional arrays of SPEC.md §7) into a 400 that names each bad field
 * the way the screens call it (`first_name`, `arrival`, …) rather than by array position.
 */
export async function readBookingBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest({ '(body)': 'must be a JSON object' });
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[bookingFieldName(issue.path)] ??= issue.message;
  throw badRequest(fields);
}

/** The signed-in clerk's user id (the token's subject), never a value from the body. */
export function sessionUserId(c: Context<AppEnv>): number {
  const id = Number(c.var.session?.sub);
  if (!Number.isSafeInteger(id) || id < 0) throw unauthorized('Your session does not name a user. Please sign in again.');
  return id;
}
