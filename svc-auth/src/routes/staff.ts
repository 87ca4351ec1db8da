import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@pms/contracts/auth';
import { ROLES } from '@pms/contracts/permissions';
import {
  NewStaffBody,
  PasswordChangeBody,
  STAFF_ERRORS,
  STAFF_MESSAGES,
  StaffPatchBody,
  type NewStaffAnswer,
  type PasswordChangeBody as PasswordChange,
  type StaffList,
  type StaffUser,
} from '@pms/contracts/staff';
import { z } from 'zod';
import {
  auditActor,
  badRequest,
  changesBetween,
  notFound,
  recordAudit,
  RefusalWithBody,
  retryingConflicts,
  trustedClientAddress,
  validate,
  type AppEnv,
  type Clock,
  type Sql,
} from '@pms/service-kit';
import { liftSignInWaits, listStaff, lockForChange, toStaffView, updateStaff, type StaffChange } from '../db/staff';
import { recordSession, revokeUserSessions } from '../db/sessions';
import { findUserById, insertUser, toUser } from '../db/users';
import { hashPassword, verifyPassword } from '../domain/password';
import { newPasswordProblem } from '../domain/password-policy';
import { tooManyAttempts } from '../login/route';
import { usernameKey, type LoginThrottle } from '../login/throttle';
import type { SessionCookieOptions } from './session';
import type { KeyRing } from '../tokens/keys';
import { issueSession } from '../tokens/session';

export interface StaffRoutesDeps {
  sql: Sql;
  clock: Clock;
  throttle: LoginThrottle;
  gatewaySecret: string | undefined;
  keys: () => Promise<KeyRing>;
  cookie: SessionCookieOptions;
}

const UserIdParams = z.object({ id: z.coerce.number({ error: 'must be a user id' }).int('must be a user id').positive('must be a user id') });

/** A password that breaks the policy is refused beside its field, like any other bad input. */
function refuseWeakPassword(field: string, password: string, username: string): void {
  const problem = newPasswordProblem(password, username);
  if (problem) throw badRequest({ [field]: problem });
}

const lastAdministrator = () =>
  new RefusalWithBody({
    error: STAFF_ERRORS.lastAdministrator,
    message: 'This is the hotel’s last active Administrator: make another Administrator first.',
  });

/**
 * Staff accounts (docs/security.md "Staff accounts"). `/api/users` is the Administrators' (the
 * permission table's `staff.manage`, enforced by `authGuard` from the route table); `/api/me/password`
 * is everyone's, for their own password. Disabling a user, lowering their role or resetting their
 * password revokes each of their sessions in the same transaction (`revokeUserSessions`).
 */
export function staffRoutes(deps: StaffRoutesDeps) {
  const { sql, clock } = deps;
  return new Hono<AppEnv>()
    .get('/users', async (c) => c.json<StaffList>({ users: await listStaff(sql) }))
    .post('/users', validate('json', NewStaffBody), async (c) => {
      const body = c.req.valid('json');
      refuseWeakPassword('password', body.password, body.username);
      const passwordHash = await hashPassword(body.password);
      const created = await sql.begin(async (tx) => {
        const user = await insertUser(tx, { ...body, passwordHash, must_change_password: true });
        if (user) {
          await recordAudit(tx, auditActor(c, clock), {
            action: 'user.created',
            entity: 'user',
            entity_id: user.user_id,
            changes: changesBetween(null, { ...body, password: 'set' }, ['username', 'full_name', 'access_id', 'password']),
          });
        }
        return user;
      });
      if (!created) {
        throw new RefusalWithBody({
          error: STAFF_ERRORS.usernameTaken,
          message: `A user named ${body.username} already exists.`,
          fields: { username: STAFF_MESSAGES.usernameTaken },
        });
      }
      c.var.log.info({ userId: created.user_id, by: c.var.session.username, accessId: created.access_id }, 'staff account created');
      return c.json<NewStaffAnswer>({ user_id: created.user_id, username: created.username, full_name: body.full_name, access_id: created.access_id }, 201);
    })
    .patch('/users/:id', validate('param', UserIdParams), validate('json', StaffPatchBody), async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const passwordHash = body.reset_password === undefined ? undefined : await hashPassword(body.reset_password);
      const { user, revoked } = await retryingConflicts(() =>
        sql.begin(async (tx) => {
          const { user: before, otherAdministrators } = await lockForChange(tx, id);
          if (!before) throw notFound(`There is no user ${id}.`);
          if (body.reset_password !== undefined) refuseWeakPassword('reset_password', body.reset_password, before.username);
          const demoted = body.access_id !== undefined && body.access_id < before.access_id;
          const disabled = body.disabled === true && before.active;
          const wasActiveAdministrator = before.access_id === ROLES.administrator && before.active;
          if (wasActiveAdministrator && (demoted || disabled) && otherAdministrators === 0) throw lastAdministrator();

          const change: StaffChange = {
            full_name: body.full_name,
            access_id: body.access_id,
            active: body.disabled === undefined ? undefined : !body.disabled,
            ...(passwordHash ? { password_hash: passwordHash, must_change_password: true } : {}),
          };
          const after = await updateStaff(tx, id, change);
          if (body.unlock) await liftSignInWaits(tx, usernameKey(before.username));
          await recordAudit(tx, auditActor(c, clock), {
            action: 'user.updated',
            entity: 'user',
            entity_id: id,
            changes: {
              ...changesBetween(toStaffView(before), after, ['full_name', 'access_id', 'disabled']),
              ...(passwordHash ? { password: ['[hidden]', '[hidden]'] } : {}),
              ...(body.unlock ? { unlock: [null, true] } : {}),
            },
          });
          // A session carries its role: one above the new role, or of a disabled user, or signed with a
          // password that was just reset, must not live on.
          const revoked = demoted || disabled || passwordHash !== undefined ? await revokeUserSessions(tx, id) : 0;
          return { user: after, revoked };
        }),
      );
      c.var.log.info({ userId: id, by: c.var.session.username, fields: Object.keys(body), revokedSessions: revoked }, 'staff account changed');
      return c.json<StaffUser>(user);
    })
    .post('/me/password', validate('json', PasswordChangeBody), async (c) =>
      changeOwnPassword(c, c.req.valid('json'), deps),
    );
}

/**
 * `POST /api/me/password`: the current password proves it is the person and not a borrowed screen,
 * so wrong ones are throttled like failed sign-ins. The user's other sessions end; this one stays —
 * unless its token still says the password must be changed: the gateway answers the session's
 * status from the token, so that token is revoked too and a fresh one replaces it in the cookie.
 */
async function changeOwnPassword(c: Context<AppEnv>, { current, next }: PasswordChange, { sql, clock, throttle, gatewaySecret, keys, cookie }: StaffRoutesDeps) {
  const session = c.var.session;
  const row = await findUserById(sql, Number(session.sub));
  if (!row) throw notFound('Your account no longer exists.');
  const address = trustedClientAddress(c, gatewaySecret);
  const claim = await throttle.claim(row.username, address, clock.now());
  if (!claim.allowed) return tooManyAttempts(c, claim.retryAfterSeconds, claim.reason);
  if (!(await verifyPassword(current, row.password_hash))) throw badRequest({ current: STAFF_MESSAGES.currentPasswordWrong });
  await throttle.succeeded(claim.attempt);
  if (current === next) throw badRequest({ next: STAFF_MESSAGES.passwordUnchanged });
  refuseWeakPassword('next', next, row.username);
  const hash = await hashPassword(next);
  const fresh = session.must_change_password ? await issueSession(await keys(), toUser(row), false) : undefined;
  const revoked = await sql.begin(async (tx) => {
    await updateStaff(tx, row.user_id, { password_hash: hash, must_change_password: false });
    await recordAudit(tx, auditActor(c, clock), { action: 'user.password_changed', entity: 'user', entity_id: row.user_id });
    if (fresh) await recordSession(tx, fresh.claims.jti, row.user_id, fresh.expiresAt);
    return revokeUserSessions(tx, row.user_id, fresh?.claims.jti ?? session.jti);
  });
  if (fresh) setCookie(c, SESSION_COOKIE, fresh.token, { ...cookie, maxAge: SESSION_TTL_SECONDS });
  c.var.log.info({ userId: row.user_id, revokedSessions: revoked }, 'password changed');
  return c.json({ changed: true as const });
}
