import { describe, expect, it } from 'vitest';
import { errorResponse } from '../src/app';
import { conflict, RefusalWithBody } from '../src/errors';
import { testLogger } from '../src/testing/index';

describe('error answers', () => {
  const log = testLogger('errors');

  it('answer a refusal with its own body (a route’s code and what the caller needs) and its status', async () => {
    const res = errorResponse(
      new RefusalWithBody({ error: 'balance_due', message: 'Balance of $12.00 must be paid before check-out', balance: 12 }),
      log,
      'PUT',
      '/x',
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'balance_due', message: 'Balance of $12.00 must be paid before check-out', balance: 12 });
    expect(errorResponse(new RefusalWithBody({ error: 'gone', message: 'Gone.' }, 'not_found'), log, 'GET', '/x').status).toBe(404);
  });

  it('answer a plain refusal with {error, message, fields}', async () => {
    const res = errorResponse(conflict('No.', { a: 'b' }), log, 'PUT', '/x');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: 'No.', fields: { a: 'b' } });
  });
});
