import { describe, expect, it } from 'vitest';
import { LoginAnswer, User } from '@pms/contracts/auth';
import { HotelInfo } from '@pms/contracts/rooms';
import { HotelInfoAnswer, LoginAnswerShape, UserAnswer } from '../src/answers';

const hotel = {
  hotel_info_id: 1,
  hotel_name: 'Harbor View',
  address: '1 Quay St',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  email: 'desk@example.com',
  phone: '207-555-0100',
};

describe('the shell reads answers as the contracts define them', () => {
  it('accepts what the contract schemas accept', () => {
    const user = { user_id: 3, username: 'user', access_id: 1, type: 'Employee' };
    expect(UserAnswer.parse(user)).toEqual(User.parse(user));
    expect(LoginAnswerShape.parse({ user })).toEqual(LoginAnswer.parse({ user }));
    expect(HotelInfoAnswer.parse(hotel)).toEqual(HotelInfo.parse(hotel));
  });

  it('refuses what the contract schemas refuse', () => {
    const bad = [
      { user: { user_id: 3, access_id: 1, type: 'Employee' } },
      { user: { user_id: 3, username: 'user', access_id: '1', type: 'Employee' } },
      { user: null },
      {},
      null,
    ];
    for (const answer of bad) {
      expect(LoginAnswer.safeParse(answer).success).toBe(false);
      expect(() => LoginAnswerShape.parse(answer)).toThrow();
    }
    const noName = { ...hotel, hotel_name: undefined };
    expect(HotelInfo.safeParse(noName).success).toBe(false);
    expect(() => HotelInfoAnswer.parse(noName)).toThrow(/hotel_name/);
  });
});
