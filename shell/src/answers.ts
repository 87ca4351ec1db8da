import type { LoginAnswer, User } from '@pms/contracts/auth';
import type { HotelInfo } from '@pms/contracts/rooms';
import type { Schema } from '@pms/ui';

/*
 * The answers the shell reads, checked by hand rather than with the contracts' zod schemas: zod
 * would add ~33 KB gzipped to the JavaScript the login screen needs, for three small shapes.
 * The types still come from the contracts, and every field must be listed below, so a change to
 * the contract fails the typecheck here.
 */

type FieldKind = 'string' | 'integer';

function shape<T extends object>(name: string, fields: { [K in keyof T]-?: FieldKind }): Schema<T> {
  return {
    parse(data: unknown): T {
      if (typeof data !== 'object' || data === null) throw new TypeError(`${name}: not an object`);
      const source = data as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, kind] of Object.entries<FieldKind>(fields)) {
        const value = source[key];
        const ok = kind === 'string' ? typeof value === 'string' : Number.isInteger(value);
        if (!ok) throw new TypeError(`${name}.${key} is not ${kind === 'string' ? 'a string' : 'an integer'}`);
        out[key] = value;
      }
      return out as T;
    },
  };
}

/** `GET /api/login/status` answers the user itself (the guest when signed out). */
export const UserAnswer = shape<User>('user', { user_id: 'integer', username: 'string', access_id: 'integer', type: 'string' });

/** `POST /api/login` and `GET /api/logout`: `{ user }`. An answer without user.username fails. */
export const LoginAnswerShape: Schema<LoginAnswer> = {
  parse: (data) => ({ user: UserAnswer.parse((data as { user?: unknown } | null)?.user) }),
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
