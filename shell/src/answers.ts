import type { LoginAnswer, User } from '@pms/contracts/auth';
import type { HotelInfo } from '@pms/contracts/rooms';
import type { Schema } from '@pms/ui';

/*
 * The answers the shell reads, checked by hand rather than with the contracts' zod schemas: zod
 * would add ~33 KB gzipped to the JavaScript the login screen needs, for three small shapes.
 * The types still come from the contracts, and every field must be listed below, so a change to
 * the contract fails the typecheck here. (The STAFF screens' shapes: `staff/answers.ts`, loaded with them.)
 */

type FieldKind = 'string' | 'integer' | 'boolean';

const KIND_WORDS: Record<FieldKind, string> = { string: 'a string', integer: 'an integer', boolean: 'true or false' };
const isKind = (value: unknown, kind: FieldKind): boolean =>
  kind === 'integer' ? Number.isInteger(value) : typeof value === kind;

/** A hand check of an object answer: each listed field of its kind; other fields are left out. */
export function shape<T extends object>(name: string, fields: { [K in keyof T]-?: FieldKind }): Schema<T> {
  return {
    parse(data: unknown): T {
      if (typeof data !== 'object' || data === null) throw new TypeError(`${name}: not an object`);
      const source = data as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, kind] of Object.entries<FieldKind>(fields)) {
        const value = source[key];
        if (!isKind(value, kind)) throw new TypeError(`${name}.${key} is not ${KIND_WORDS[kind]}`);
        out[key] = value;
      }
      return out as T;
    },
  };
}

/** `GET /api/login/status` answers the user itself (the guest when signed out). */
export const UserAnswer = shape<User>('user', { user_id: 'integer', username: 'string', access_id: 'integer', type: 'string' });

/**
 * `POST /api/login` and `GET /api/logout`: `{ user }`, and from login `must_change_password: true`
 * when an Administrator set the password. An answer without user.username fails.
 */
export const LoginAnswerShape: Schema<LoginAnswer> = {
  parse: (data) => {
    const answer = data as { user?: unknown; must_change_password?: unknown } | null;
    const user = UserAnswer.parse(answer?.user);
    const mustChange = answer?.must_change_password;
    if (mustChange === undefined) return { user };
    if (typeof mustChange !== 'boolean') throw new TypeError('must_change_password is not true or false');
    return { user, must_change_password: mustChange };
  },
};

export const HotelInfoAnswer = shape<HotelInfo>('hotel info', {
  hotel_info_id: 'integer',
  hotel_name: 'string',
  address: 'string',
  city: 'string',
  state: 'string',
  zip: 'string',
  email: 'string',
  phone: 'string',
});
