import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@pms/contracts/permissions';
import { routeCaller } from './route-calls';
import { snapshot, startSuite, USERS, type Suite } from './suite';

/**
 * The permission table (packages/contracts/src/permissions.ts) enforced for every route of the route
 * table, at the gateway and again at the service that owns it.
 */
let suite: Suite;
beforeAll(async () => {
  suite = await startSuite();
}, 120_000);
afterAll(() => suite?.stop());
const { PROTECTED, call } = routeCaller(() => suite);

describe('the permission table', () => {
  it('every route above Employee refuses each lower role with 403 at the gateway and at its own service, changing nothing, and lets its level through', async () => {
    const roles = {
      [ROLES.employee]: await suite.signIn(USERS.employee),
      [ROLES.manager]: await suite.signIn(USERS.manager),
      [ROLES.administrator]: await suite.signIn({ username: 'admin', password: 'admin' }),
    } as Record<number, string>;
    const guarded = PROTECTED.filter((r) => r.access > ROLES.employee);
    expect(guarded.length).toBeGreaterThan(5);
    const before = await snapshot(suite);
    for (const route of guarded) {
      for (const level of [ROLES.employee, ROLES.manager, ROLES.administrator]) {
        for (const how of ['gateway', 'service'] as const) {
          const res = await call(route, how, roles[level]);
          const what = `${how} ${route.method} ${route.path} as access ${level}: ${res.text.slice(0, 120)}`;
          if (level < route.access) expect(res.status, what).toBe(403);
          else expect([401, 403], what).not.toContain(res.status);
        }
      }
    }
    expect(await snapshot(suite)).toEqual(before);
  }, 120_000);
});

