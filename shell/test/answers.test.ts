import { describe, expect, it } from 'vitest';
import { LoginAnswer, User } from '@pms/contracts/auth';
import { HotelInfo, HotelInfoAnswer as HotelInfoContract } from '@pms/contracts/rooms';
import { NewStaffAnswer, StaffList } from '@pms/contracts/staff';
import { HotelInfoAnswer, LoginAnswerShape, UserAnswer } from '../src/answers';
import { NewStaffAnswerShape, StaffListAnswer } from '../src/staff/answers';

const hotel = {
  hotel_info_id: 1,
  hotel_name: 'Harbor View',
  address: '1 Quay St',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  email: 'desk@example.com',
  phone: '207-555-0100',
  time_zone: 'America/New_York',
};

describe('the shell reads answers as the contracts define them', () => {
  it('accepts what the contract schemas accept', () => {
    const user = { user_id: 3, username: 'user', access_id: 1, type: 'Employee' };
    expect(UserAnswer.parse(user)).toEqual(User.parse(user));
    expect(LoginAnswerShape.parse({ user })).toEqual(LoginAnswer.parse({ user }));
    for (const must_change_password of [true, false]) {
      expect(LoginAnswerShape.parse({ user, must_change_password })).toEqual(LoginAnswer.parse({ user, must_change_password }));
    }
    expect(HotelInfoAnswer.parse(hotel)).toEqual(HotelInfoContract.parse(hotel));
  });

  it('refuses what the contract schemas refuse', () => {
    const bad = [
      { user: { user_id: 3, access_id: 1, type: 'Employee' } },
      { user: { user_id: 3, username: 'user', access_id: '1', type: 'Employee' } },
      { user: null },
      { user: { user_id: 3, username: 'user', access_id: 1, type: 'Employee' }, must_change_password: 'yes' },
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

describe('the STAFF screen reads the staff answers as the contracts define them', () => {
  const grace = { user_id: 5, username: 'grace', full_name: 'Grace Hopper', access_id: 2, disabled: false, must_change_password: true };

  it('accepts what the contract schemas accept', () => {
    expect(StaffListAnswer.parse({ users: [grace] })).toEqual(StaffList.parse({ users: [grace] }));
    expect(StaffListAnswer.parse({ users: [] })).toEqual({ users: [] });
    const added = { user_id: 5, username: 'grace', full_name: 'Grace Hopper', access_id: 2 };
    expect(NewStaffAnswerShape.parse(added)).toEqual(NewStaffAnswer.parse(added));
  });

  it('refuses what the contract schemas refuse', () => {
    for (const answer of [{ users: [{ ...grace, disabled: 'no' }] }, { users: [{ ...grace, full_name: undefined }] }, { users: null }, null]) {
      expect(StaffList.safeParse(answer).success).toBe(false);
      expect(() => StaffListAnswer.parse(answer)).toThrow();
    }
  });
});
