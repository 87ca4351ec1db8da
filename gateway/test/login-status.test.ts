import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GUEST_USER, LoginStatus } from '@pms/contracts/auth';
import { stubGateway } from './stub-gateway';

/** svc-auth's own answer for these tests is the stub's `{service:'auth', …}`: where it shows, the gateway passed the call on. */
const { keys, seen, gateway } = await stubGateway();
const STATUS = '/api/login/status';

async function status(headers: Record<string, string> = {}) {
  seen.length = 0;
  const res = await gateway.request(STATUS, { headers });
  return { res, text: await res.text(), asked: seen.map((s) => s.service) };
}

describe('GET /api/login/status at the gateway', () => {
  it('answers the guest without a session, asking nobody', async () => {
    const { res, text, asked } = await status();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual(GUEST_USER);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(asked).toEqual([]);
  });

  it('answers the signed-in user from the verified token, in svc-auth\'s shape and field order', async () => {
    const token = await keys.sign({ sub: '42', username: 'frontdesk1', access_id: 2, type: 'Manager', must_change_password: false });
    for (const headers of [{ cookie: `pms_session=${token}` }, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const { res, text, asked } = await status(headers);
      expect(res.status).toBe(200);
      expect(text).toBe('{"user_id":42,"username":"frontdesk1","access_id":2,"type":"Manager"}');
      expect(LoginStatus.strict().parse(JSON.parse(text))).toBeTruthy();
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(asked).toEqual([]);
    }
  });

  it('says must_change_password while the token says so', async () => {
    const token = await keys.sign({ sub: '7', username: 'newhire', access_id: 1, must_change_password: true });
    const { text, asked } = await status({ cookie: `pms_session=${token}` });
    expect(JSON.parse(text)).toEqual({ user_id: 7, username: 'newhire', access_id: 1, type: 'Employee', must_change_password: true });
    expect(asked).toEqual([]);
  });

  it('passes a revoked session to svc-auth (which answers the guest and clears the cookie)', async () => {
    const jti = randomUUID();
    const cookie = `pms_session=${await keys.sign({ jti, must_change_password: false })}`;
    expect((await status({ cookie })).asked).toEqual([]);
    keys.revocations.add(jti, Date.now() + 60_000);
    const after = await status({ cookie });
    expect(after.asked).toEqual(['auth']);
    expect(JSON.parse(after.text)).toMatchObject({ service: 'auth', path: STATUS });
  });

  it('passes on tokens it cannot vouch for: forged, expired, or signed before the must-change claim', async () => {
    const forged = await keys.sign({ must_change_password: false }, { foreignKey: true });
    const expired = await keys.sign({ must_change_password: false }, { expired: true });
    const older = await keys.sign({});
    for (const token of [forged, expired, older, 'not-a-token']) {
      expect((await status({ cookie: `pms_session=${token}` })).asked, token).toEqual(['auth']);
    }
  });
});
