import { z } from 'zod';
import type { ErrorAnswer } from './rules/errors';

/** The codes and their statuses live in `rules/errors.ts` (zod-free); this adds the schema. */
export * from './rules/errors';

/** Every error answer of every service and the gateway has this body. */
export const ErrorBody = z.object({
  /** Machine-readable code: invalid_input, unauthorized, forbidden, not_found, conflict, unavailable, … */
  error: z.string(),
  /** A sentence a clerk can read. */
  message: z.string(),
  /** For invalid_input: each bad field and what is wrong with it. */
  fields: z.record(z.string(), z.string()).optional(),
}) satisfies z.ZodType<ErrorAnswer>;
export type ErrorBody = z.infer<typeof ErrorBody>;
