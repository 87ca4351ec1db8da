/**
 * The error answer every service and the gateway give (docs/architecture.md §14): its codes and
 * their HTTP statuses. A rules module: zod-free, so the browser's API client reads errors with it
 * (docs/frontend.md); `errors.ts` adds the zod schema of the body.
 */

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

/** The body of every error answer (the zod `ErrorBody` checks it on the services' side). */
export interface ErrorAnswer {
  /** Machine-readable code: one of `ERROR_CODES`, or a route's own (`account_locked`, …). */
  error: string;
  /** A sentence a clerk can read. */
  message: string;
  /** For invalid_input: each bad field and what is wrong with it. */
  fields?: Record<string, string>;
}

/** The code an answer of this status stands for when its body says none (`http_<status>` if no code has it). */
export function errorCodeFor(status: number): string {
  return Object.entries(ERROR_CODES).find(([, s]) => s === status)?.[0] ?? `http_${status}`;
}
