import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bookingFieldName,
  CreateReservationBody,
  expiryProblem,
  luhnValid,
  normalizeExpiry,
  stayDateProblems,
  UpdateReservationBody,
} from '@pms/contracts/reservations';
import { decodeKey, ReservationsConfig } from '../src/config';
import { cardVaultFor, createCardVault } from '../src/domain/card-vault';
import { CODE_ALPHABET, newConfirmationCode } from '../src/domain/confirmation-code';
import { inventoryChanges } from '../src/domain/inventory';
import { likeEscape } from '../src/domain/search';
import { demoCardNumber, demoStayDates, weightedTypeSequence } from '../src/seed/demo';
import { bookingBody } from './helpers';

describe('inventory changes', () => {
  it('takes a unit for every night from arrival up to the departure', () => {
    expect(inventoryChanges([], [{ roomTypeId: 2, arrival: '2026-02-27', departure: '2026-03-02' }])).toEqual([
      { roomTypeId: 2, night: '2026-02-27', delta: 1 },
      { roomTypeId: 2, night: '2026-02-28', delta: 1 },
      { roomTypeId: 2, night: '2026-03-01', delta: 1 },
    ]);
  });

  it('nets a date change so that nights held throughout are not touched', () => {
    const before = { roomTypeId: 1, arrival: '2026-03-10', departure: '2026-03-13' };
    const after = { roomTypeId: 1, arrival: '2026-03-11', departure: '2026-03-14' };
    expect(inventoryChanges([before], [after])).toEqual([
      { roomTypeId: 1, night: '2026-03-10', delta: -1 },
      { roomTypeId: 1, night: '2026-03-13', delta: 1 },
    ]);
    expect(inventoryChanges([before], [before])).toEqual([]);
  });

  it('orders changes by room type then night (the lock order)', () => {
    const changes = inventoryChanges(
      [{ roomTypeId: 10, arrival: '2026-03-02', departure: '2026-03-03' }],
      [{ roomTypeId: 9, arrival: '2026-03-05', departure: '2026-03-06' }, { roomTypeId: 9, arrival: '2026-03-01', departure: '2026-03-02' }],
    );
    expect(changes.map((c) => `${c.roomTypeId}/${c.night}`)).toEqual(['9/2026-03-01', '9/2026-03-05', '10/2026-03-02']);
  });
});

describe('booking rules', () => {
  it('checks the dates against today in the hotel zone', () => {
    expect(stayDateProblems('2026-03-01', '2026-03-02', '2026-03-01')).toEqual({});
    expect(stayDateProblems('2026-02-28', '2026-03-02', '2026-03-01')).toHaveProperty('check_in_date');
    expect(stayDateProblems('2026-02-28', '2026-03-02', '2026-03-01', { arrivalUnchanged: true })).toEqual({});
    expect(stayDateProblems('2026-03-05', '2026-03-04', '2026-03-01')).toHaveProperty('check_out_date');
    expect(stayDateProblems('2026-03-05', '2026-03-05', '2026-03-01')).toHaveProperty('check_out_date');
    expect(stayDateProblems('2026-03-05', '2027-03-06', '2026-03-01')).toHaveProperty('check_out_date');
    expect(stayDateProblems('2029-03-05', '2029-03-06', '2026-03-01')).toHaveProperty('check_in_date');
  });

  it('knows card check digits and expiry forms', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('')).toBe(false);
    for (let i = 0; i < 200; i++) expect(luhnValid(demoCardNumber(i))).toBe(true);
    expect(normalizeExpiry('5/27')).toBe('05/27');
    expect(normalizeExpiry('05-2027')).toBe('05/27');
    expect(expiryProblem('02/26', '2026-02-28')).toBeUndefined();
    expect(expiryProblem('02/26', '2026-03-01')).toBe('the card has expired');
  });

  it('names the positions of the booking arrays the way the screens name the fields', () => {
    expect(bookingFieldName(['cust', 0])).toBe('first_name');
    expect(bookingFieldName(['cust', 8])).toBe('credit_card_num');
    expect(bookingFieldName(['rooms', 0, 1])).toBe('check_in_date');
    expect(bookingFieldName(['rooms', 2, 2])).toBe('rooms.2.check_out_date');
    expect(bookingFieldName(['reserve', 1])).toBe('reservation_comments');
    expect(bookingFieldName([])).toBe('(body)');
  });

  it('parses the booking bodies: card spaces stripped, the browser’s rate ignored, a masked card kept on update', () => {
    const body = CreateReservationBody.parse(bookingBody());
    expect(body.cust[8]).toBe('4111111111111111');
    expect(body.rooms[0]).toEqual([1, '2026-03-10', '2026-03-12', 2, 1, 'quiet room please']);
    const update = UpdateReservationBody.parse({
      ...bookingBody({ cust: { 8: '****1111', 9: '' } }),
      customerId: '3',
      reservation_id: 1001,
      resRoomId: 4,
      version: 2,
    });
    expect(update.cust[8]).toBeUndefined();
    expect(update.cust[9]).toBeUndefined();
    expect(update.customerId).toBe(3);
  });

  it('draws readable confirmation codes', () => {
    const codes = Array.from({ length: 1000 }, () => newConfirmationCode());
    expect(new Set(codes).size).toBe(1000);
    for (const code of codes) {
      expect(code).toHaveLength(8);
      for (const ch of code) expect(CODE_ALPHABET).toContain(ch);
    }
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('escapes LIKE wildcards', () => {
    expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('card vault', () => {
  const key = randomBytes(32);

  it('seals with a fresh IV each time and opens only with the same key, untampered', () => {
    const vault = createCardVault(key);
    const a = vault.seal('4111111111111111');
    const b = vault.seal('4111111111111111');
    expect(a.equals(b)).toBe(false);
    expect(vault.open(a, vault.keyId)).toBe('4111111111111111');
    const other = createCardVault(randomBytes(32));
    expect(() => other.open(a, vault.keyId)).toThrow(/sealed with key/);
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => vault.open(tampered, vault.keyId)).toThrow();
  });

  it('reads CARD_KEY as hex or base64 and refuses anything else', () => {
    expect(decodeKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(decodeKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(decodeKey('short')).toBeUndefined();
    expect(ReservationsConfig.safeParse({ DATABASE_URL: 'postgres://x/y', CARD_KEY: 'nope' }).success).toBe(false);
  });

  it('requires CARD_KEY in production', () => {
    const r = ReservationsConfig.safeParse({ DATABASE_URL: 'postgres://x/y', NODE_ENV: 'production' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['CARD_KEY']);
    expect(ReservationsConfig.safeParse({ DATABASE_URL: 'postgres://x/y', NODE_ENV: 'production', CARD_KEY: key.toString('hex') }).success).toBe(true);
  });

  it('generates one development key into DATA_DIR and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-card-'));
    try {
      const first = cardVaultFor({ DATA_DIR: dir, NODE_ENV: 'development' });
      const stored = readFileSync(join(dir, 'card-key'), 'utf8').trim();
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      const again = createCardVault(Buffer.from(stored, 'hex'));
      expect(again.keyId).toBe(first.keyId);
      expect(() => cardVaultFor({ DATA_DIR: join(dir, 'other'), NODE_ENV: 'production' })).toThrow(/CARD_KEY is required/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo data', () => {
  it('spreads room types in proportion to their rooms', () => {
    const seq = weightedTypeSequence(
      [
        { room_type_id: 1, room_count: 50 },
        { room_type_id: 2, room_count: 20 },
        { room_type_id: 3, room_count: 30 },
      ],
      40,
    );
    expect([1, 2, 3].map((t) => seq.filter((x) => x === t).length)).toEqual([20, 8, 12]);
  });

  it('has the reference hotel’s mix of dates', () => {
    const stays = demoStayDates('2026-03-01');
    expect(stays).toHaveLength(200);
    const count = (g: string) => stays.filter((s) => s.group === g).length;
    expect([count('due-out-today'), count('stay-over'), count('arriving-today'), count('arriving-later')]).toEqual([40, 40, 40, 80]);
    expect(stays.filter((s) => s.group === 'due-out-today').every((s) => s.arrival < '2026-03-01' && s.departure === '2026-03-01')).toBe(true);
  });
});
