import type { ErrorCode } from '@pms/contracts/errors';
import { ERROR_CODES } from '@pms/contracts/errors';

/**
 * An error a route means to answer with. Anything else that escapes a handler is a 500 with a
 * generic message (logged with its stack; never sent to the client).
 */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = ERROR_CODES[code];
  }
  toBody(): { error: string; message: string; fields?: Record<string, string> } & Record<string, unknown> {
    return { error: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

/**
 * A refusal whose body says more than `{error, message}`: a route's own code and what the caller
 * needs to act on (`{error: 'due_outs_pending', message, stays}`, `{error: 'balance_due', message,
 * balance}`). Answered with the status of `status` (409 unless told).
 */
export class RefusalWithBody extends HttpError {
  constructor(
    readonly body: { error: string; message: string } & Record<string, unknown>,
    status: ErrorCode = 'conflict',
  ) {
    super(status, body.message);
    this.name = 'RefusalWithBody';
  }
  override toBody() {
    return this.body;
  }
}

export const badRequest = (fields: Record<string, string>, message = describeFields(fields)) =>
  new HttpError('invalid_input', message, fields);
export const notFound = (message: string) => new HttpError('not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError('conflict', message, fields);
export const unauthorized = (message = 'Please sign in.') => new HttpError('unauthorized', message);
export const forbidden = (message = 'Your access level does not allow this.') => new HttpError('forbidden', message);
export const unavailable = (message: string) => new HttpError('unavailable', message);

function describeFields(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([k, v]) => `${k} ${v}`);
  return parts.length ? `Invalid input: ${parts.join('; ')}.` : 'Invalid input.';
}

/**
 * Errors that mean "the database (or another dependency) is not reachable right now": the request
 * answers 503 and the process keeps running, recovering when it is back.
 */
export function isUnavailableError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: string; errno?: string };
  const code = e.code ?? e.errno ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'ENOTFOUND',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
      'CONNECT_TIMEOUT',
      '57P01', // admin_shutdown
      '57P02', // crash_shutdown
      '57P03', // cannot_connect_now
      '53300', // too_many_connections
    ].includes(code) || (err instanceof Error && err.name === 'BusUnavailableError')
  );
}

/**
 * PostgreSQL "data exceptions" (SQLSTATE class 22) that a value sent by the client causes even after
 * its schema accepted it: a NUL character in text (22021), a number or date beyond the column's
 * range (22003, 22008), text that is not a valid value of the column's type (22P02, 22007). They
 * are the client's input, not our failure: a 400, and the transaction they happened in rolled back.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22021', '22P05', '22003', '22008', '22007', '22P02', '22001']);

export function isInputDataException(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: string; code?: string };
  return e.name === 'PostgresError' && INPUT_DATA_EXCEPTIONS.has(e.code ?? '');
}
