import { z } from 'zod';

/** Every error answer of every service and the gateway has this body. */
export const ErrorBody = z.object({
  /** Machine-readable code: invalid_input, unauthorized, forbidden, not_found, conflict, unavailable, … */
  error: z.string(),
  /** A sentence a clerk can read. */
  message: z.string(),
  /** For invalid_input: each bad field and what is wrong with it. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ERROR_CODES = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
