import { describe, expect, it } from 'vitest';
import type { LiveRoomEvent } from '@pms/contracts/housekeeping';
import { openLiveFeed, parseRoomEvent, reopenDelayMs, type LiveStatus } from '../src/live/liveFeed';
import { throttle } from '../src/live/throttle';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, ((e: MessageEvent | Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent | Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    if (type === 'ready') this.readyState = FakeEventSource.OPEN;
    const e = data === undefined ? new Event(type) : new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  /** The browser gave up (an answer that is not a stream): readyState CLOSED, then `error`. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
  /** A dropped connection the browser reconnects by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.emit('error');
  }
}

function manualTimers() {
  const pending: { run: () => void; ms: number; id: number }[] = [];
  let next = 1;
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const id = next++;
      pending.push({ run, ms, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const i = pending.findIndex((p) => p.id === id);
      if (i >= 0) pending.splice(i, 1);
    },
    fireAll: () => {
      for (const p of pending.splice(0)) p.run();
    },
  };
}

const room: LiveRoomEvent = { room_id: 7, room_num: '107', room_type_id: 1, clean: 0, occupied: 1, occupied_by: 3, active: true, version: 4, occurredAt: 'x' };

function start() {
  FakeEventSource.opened = [];
  const timers = manualTimers();
  const rooms: LiveRoomEvent[] = [];
  const statuses: LiveStatus[] = [];
  let readies = 0;
  let ended = 0;
  const stop = openLiveFeed(
    { onRoom: (e) => rooms.push(e), onReady: () => readies++, onSessionEnded: () => ended++, onStatus: (s) => statuses.push(s) },
    { EventSourceImpl: FakeEventSource as unknown as typeof EventSource, setTimer: timers.setTimer, clearTimer: timers.clearTimer },
  );
  return { stop, timers, rooms, statuses, readies: () => readies, ended: () => ended, source: () => FakeEventSource.opened.at(-1) as FakeEventSource };
}

describe('the live room feed', () => {
  it('connects to /api/live/rooms, loads on ready and passes room events on', () => {
    const feed = start();
    expect(feed.source().url).toBe('/api/live/rooms');
    expect(feed.statuses).toEqual(['connecting']);
    feed.source().emit('ready', { clients: 1 });
    expect(feed.readies()).toBe(1);
    expect(feed.statuses.at(-1)).toBe('live');
    feed.source().emit('room', room);
    feed.source().emit('room', 'not json');
    feed.source().emit('room', { room_id: 'x' });
    expect(feed.rooms).toEqual([room]);
    feed.stop();
    expect(feed.source().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('lets the browser reconnect a dropped stream, and loads again when it is back', () => {
    const feed = start();
    feed.source().emit('ready');
    feed.source().drop();
    expect(feed.statuses.at(-1)).toBe('reconnecting');
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(feed.timers.pending).toHaveLength(0);
    feed.source().emit('ready');
    expect(feed.readies()).toBe(2);
    expect(feed.statuses.at(-1)).toBe('live');
  });

  it('opens a new stream after a growing pause when the browser gives up, and stops retrying once closed', () => {
    const feed = start();
    feed.source().fail();
    expect(feed.timers.pending.map((p) => p.ms)).toEqual([1000]);
    feed.timers.fireAll();
    expect(FakeEventSource.opened).toHaveLength(2);
    feed.source().fail();
    expect(feed.timers.pending.map((p) => p.ms)).toEqual([2000]);
    feed.timers.fireAll();
    feed.source().emit('ready');
    feed.source().fail();
    expect(feed.timers.pending.map((p) => p.ms)).toEqual([1000]);
    feed.stop();
    expect(feed.timers.pending).toHaveLength(0);
  });

  it('reports a session the gateway ended and closes that stream', () => {
    const feed = start();
    const first = feed.source();
    first.emit('ready');
    first.emit('session-ended', {});
    expect(feed.ended()).toBe(1);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('does nothing without EventSource (old browsers, jsdom)', () => {
    const statuses: LiveStatus[] = [];
    const stop = openLiveFeed({ onRoom: () => {}, onReady: () => {}, onStatus: (s) => statuses.push(s) }, { EventSourceImpl: undefined });
    stop();
    expect(statuses.length).toBeLessThanOrEqual(1);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reopenDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('reads only well-formed room events', () => {
    expect(parseRoomEvent(JSON.stringify(room))).toEqual(room);
    expect(parseRoomEvent(JSON.stringify({ ...room, clean: 2 }))).toBeUndefined();
    expect(parseRoomEvent(undefined)).toBeUndefined();
  });
});

describe('throttle', () => {
  it('runs at once, folds a burst into one more run at the end, and starts afresh after a quiet interval', () => {
    const timers = manualTimers();
    let runs = 0;
    const t = throttle(() => runs++, 250, timers);
    t.request();
    expect(runs).toBe(1);
    for (let i = 0; i < 50; i++) t.request();
    expect(runs).toBe(1);
    timers.fireAll();
    expect(runs).toBe(2);
    timers.fireAll();
    expect(runs).toBe(2);
    expect(timers.pending).toHaveLength(0);
    t.request();
    expect(runs).toBe(3);
    t.request();
    t.cancel();
    timers.fireAll();
    expect(runs).toBe(3);
    t.request();
    expect(runs).toBe(4);
  });
});
