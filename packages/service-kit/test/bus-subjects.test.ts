import { describe, expect, it } from 'vitest';
import { createBus } from '../src/bus/index';
import { namespacer, patternsOverlap, streamOfFilter, streamOfSubject, subjectMatches } from '../src/bus/subjects';
import { BusUnavailableError } from '../src/bus/types';
import { testLogger } from '../src/testing/index';

describe('subject rules shared by both buses', () => {
  it('matches NATS wildcards', () => {
    expect(subjectMatches('pms.rooms.room.>', 'pms.rooms.room.101')).toBe(true);
    expect(subjectMatches('pms.rooms.room.>', 'pms.rooms.room')).toBe(false);
    expect(subjectMatches('pms.rooms.>', 'pms.rooms.type.1')).toBe(true);
    expect(subjectMatches('pms.rooms.room.*', 'pms.rooms.room.1')).toBe(true);
    expect(subjectMatches('pms.rooms.room.*', 'pms.rooms.room.1.x')).toBe(false);
    expect(subjectMatches('pms.rooms.cmd.assign', 'pms.rooms.cmd.assign')).toBe(true);
    expect(subjectMatches('pms.rooms.cmd.assign', 'pms.rooms.cmd.release')).toBe(false);
  });

  it('tells whether two patterns can match one subject', () => {
    expect(patternsOverlap('pms.rooms.>', 'pms.rooms.room.>')).toBe(true);
    expect(patternsOverlap('pms.*.room.1', 'pms.rooms.>')).toBe(true);
    expect(patternsOverlap('pms.rooms.room.>', 'pms.billing.>')).toBe(false);
    expect(patternsOverlap('pms.rooms', 'pms.rooms.>')).toBe(false);
  });

  it('finds the stream of a subject and of a consumer filter', () => {
    expect(streamOfSubject('pms.rooms.issue.3')).toBe('ROOMS');
    expect(streamOfSubject('pms.rooms.cmd.assign')).toBeUndefined();
    expect(streamOfFilter('pms.rooms.>')).toBe('ROOMS');
    expect(streamOfFilter('pms.reservations.stay.*')).toBe('RESERVATIONS');
    expect(() => streamOfFilter('pms.>')).toThrow(/several streams/);
    expect(() => streamOfFilter('pms.nowhere.>')).toThrow(/no stream/);
  });

  it('namespaces streams and subjects and strips them again', () => {
    const ns = namespacer('t1');
    expect(ns.subject('pms.rooms.room.1')).toBe('t1.pms.rooms.room.1');
    expect(ns.plain('t1.pms.rooms.room.1')).toBe('pms.rooms.room.1');
    expect(ns.stream('ROOMS')).toBe('T1_ROOMS');
    expect(namespacer('').stream('ROOMS')).toBe('ROOMS');
    expect(() => namespacer('a.b')).toThrow(/namespace/);
  });
});

describe('createBus', () => {
  it('refuses to start when NATS cannot be reached', async () => {
    await expect(createBus({ natsUrl: 'nats://127.0.0.1:1', name: 'unreachable', log: testLogger() })).rejects.toBeInstanceOf(BusUnavailableError);
  });
});
