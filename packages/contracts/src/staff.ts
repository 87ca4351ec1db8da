import { z } from 'zod';
import { ROLES } from './permissions';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, passwordProblem, STAFF_MESSAGES, usernameProblem } from './rules/staff';

/**
 * Staff accounts (docs/security.md "Staff accounts"): svc-auth's `/api/users` for Administrators and
 * `/api/me/password` for everyone signed in. The rules and their words: `rules/staff.ts`.
 */
export * from './rules/staff';

const text = () => z.string({ error: (issue) => (issue.input === undefined ? STAFF_MESSAGES.required : 'must be text') });
const role = () =>
  z.number({ error: STAFF_MESSAGES.role }).int(STAFF_MESSAGES.role).min(ROLES.employee, STAFF_MESSAGES.role).max(ROLES.administrator, STAFF_MESSAGES.role);
const fullName = () => text().trim().max(FULL_NAME_MAX_LENGTH, STAFF_MESSAGES.fullNameTooLong);
/** A new password by the shared rule (the username check needs the account: the routes add it). */
const newPassword = () =>
  text().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A staff account as an Administrator sees it: never its password or hash. */
export const StaffUser = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  access_id: z.number().int(),
  disabled: z.boolean(),
  /** The next sign-in leads straight to Change password (a new account, or a password reset). */
  must_change_password: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUser>;

export const StaffList = z.object({ users: z.array(StaffUser) });
export type StaffList = z.infer<typeof StaffList>;

/** `POST /api/users`: the password is a first one, to be changed at the first sign-in. */
export const NewStaffBody = z.object({
  username: text().superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  full_name: fullName().min(1, STAFF_MESSAGES.required),
  access_id: role(),
  password: newPassword(),
});
export type NewStaffBody = z.infer<typeof NewStaffBody>;

export const NewStaffAnswer = StaffUser.pick({ user_id: true, username: true, full_name: true, access_id: true });
export type NewStaffAnswer = z.infer<typeof NewStaffAnswer>;

/**
 * `PATCH /api/users/{id}`: any of these. `reset_password` is a new first password (the user must
 * change it at the next sign-in); `unlock` lifts every sign-in wait on the username. Disabling,
 * lowering the role or resetting the password signs the user out everywhere.
 */
export const StaffPatchBody = z
  .object({
    full_name: fullName().min(1, STAFF_MESSAGES.required).optional(),
    access_id: role().optional(),
    disabled: z.boolean({ error: 'must be true or false' }).optional(),
    reset_password: newPassword().optional(),
    unlock: z.literal(true, { error: 'must be true' }).optional(),
  })
  .strict();
export type StaffPatchBody = z.infer<typeof StaffPatchBody>;

/** `POST /api/me/password`. */
export const PasswordChangeBody = z.object({
  current: text().min(1, STAFF_MESSAGES.required).max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.passwordTooLong),
  next: newPassword(),
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

export const PasswordChangeAnswer = z.object({ changed: z.literal(true) });

/** Error codes of the staff routes beyond the usual ones (409). */
export const STAFF_ERRORS = {
  usernameTaken: 'username_taken',
  lastAdministrator: 'last_administrator',
} as const;
