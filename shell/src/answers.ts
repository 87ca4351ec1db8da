import type { LoginAnswer, LoginStatus, User } from '@pms/contracts/auth';
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

/** The optional `must_change_password` flag of the login and status answers: true or absent. */
function mustChangeOf(data: unknown): { must_change_password?: boolean } {
  const mustChange = (data as { must_change_password?: unknown } | null)?.must_change_password;
  if (mustChange === undefined) return {};
  if (typeof mustChange !== 'boolean') throw new TypeError('must_change_password is not true or false');
  return { must_change_password: mustChange };
}

/**
 * `GET /api/login/status`: the user, with `must_change_password: true` while the password an
 * Administrator set is still to be changed (so a reload keeps leading to Change password).
 */
export const LoginStatusAnswer: Schema<LoginStatus> = {
  parse: (data) => ({ ...UserAnswer.parse(data), ...mustChangeOf(data) }),
};

/**
 * `POST /api/login` and `GET /api/logout`: `{ user }`, and from login `must_change_password: true`
 * when an Administrator set the password. An answer without user.username fails.
 */
export const LoginAnswerShape: Schema<LoginAnswer> = {
  parse: (data) => ({ user: UserAnswer.parse((data as { user?: unknown } | null)?.user), ...mustChangeOf(data) }),
};

export const HotelInfoAnswer = shape<HotelInfo & { time_zone: string }>('hotel info', {
  hotel_info_id: 'integer',
  hotel_name: 'string',
  address: 'string',
  city: 'string',
  state: 'string',
  zip: 'string',
  email: 'string',
  phone: 'string',
  time_zone: 'string',
});
