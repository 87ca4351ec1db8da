import type { NewStaffAnswer, StaffList, StaffUser } from '@pms/contracts/staff';
import type { Schema } from '@pms/ui';
import { shape } from '../answers';

/*
 * The staff routes' answers, checked by hand like the shell's others (`../answers.ts`): the types
 * come from the contracts (type imports only, so zod stays out of the bundle) and every field is
 * listed, so a change to the contract fails the typecheck here.
 */

export const StaffUserAnswer = shape<StaffUser>('staff user', {
  user_id: 'integer',
  username: 'string',
  full_name: 'string',
  access_id: 'integer',
  disabled: 'boolean',
  must_change_password: 'boolean',
});

/** `GET /api/users`. */
export const StaffListAnswer: Schema<StaffList> = {
  parse(data) {
    const users = (data as { users?: unknown } | null)?.users;
    if (!Array.isArray(users)) throw new TypeError('staff list: users is not a list');
    return { users: users.map((u) => StaffUserAnswer.parse(u)) };
  },
};

/** `POST /api/users` (201). */
export const NewStaffAnswerShape = shape<NewStaffAnswer>('new staff user', {
  user_id: 'integer',
  username: 'string',
  full_name: 'string',
  access_id: 'integer',
});
