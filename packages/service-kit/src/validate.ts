import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Turns zod issues into `{ field: message }`, naming nested fields with dots (`cust.0`). */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * `@hono/zod-validator` with our hook: a failed parse is a 400 `{error:'invalid_input', fields}`
 * naming each bad field, before the handler (and so before any write) runs.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(fieldsOf(result.error as unknown as z.ZodError));
  });
}

/** Parses a value with a schema or throws the same 400 (for values assembled inside a handler). */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(fieldsOf(result.error));
  return result.data;
}
