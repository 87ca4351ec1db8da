import { afterEach, describe, expect, it } from 'vitest';
import type { LiveStatus } from '../src/live/liveFeed';
import { subscribeLiveRooms } from '../src/live/liveRooms';

/** A stand-in EventSource that counts the streams a tab opens. */
class CountingEventSource {
  static readonly CLOSED = 2;
  static opened: CountingEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent | Event) => void)[]>();
  constructor(readonly url: string) {
    CountingEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent | Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const e = data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
}

/** Timers the test runs by hand. */
const timers = new Map<number, () => void>();
let nextTimer = 0;
const options = {
  EventSourceImpl: CountingEventSource as unknown as typeof EventSource,
  setTimer: (run: () => void) => {
    timers.set(++nextTimer, run);
    return nextTimer;
  },
  clearTimer: (t: unknown) => void timers.delete(t as number),
};
const runTimers = () => {
  const due = [...timers.values()];
  timers.clear();
  for (const run of due) run();
};

afterEach(() => {
  runTimers();
  CountingEventSource.opened = [];
});

describe('the tab’s one live stream', () => {
  it('is shared by every subscriber: one EventSource, every event to each', () => {
    const tiles: string[] = [];
    const board: string[] = [];
    const leaveTiles = subscribeLiveRooms({ onRoom: (e) => tiles.push(`room ${e.room_id}`), onWorkOrder: (e) => tiles.push(`work order ${e.room_issue_id}`) }, options);
    const boardStatus: LiveStatus[] = [];
    const leaveBoard = subscribeLiveRooms({ onRoom: (e) => board.push(`room ${e.room_id}`), onStatus: (s) => boardStatus.push(s) }, options);
    expect(CountingEventSource.opened).toHaveLength(1);
    const [stream] = CountingEventSource.opened;
    stream!.emit('ready', { clients: 1 });
    stream!.emit('room', { room_id: 104, clean: 0, occupied: 0, version: 3 });
    stream!.emit('work-order', { room_issue_id: 9, room_id: 104, fixed: false, version: 1 });
    expect(tiles).toEqual(['room 104', 'work order 9']);
    expect(board).toEqual(['room 104']);
    expect(boardStatus).toEqual(['connecting', 'live']);
    leaveTiles();
    leaveBoard();
  });

  it('stays open a while after the last subscriber leaves, so the next screen reuses it, then closes', () => {
    const leave = subscribeLiveRooms({}, options);
    leave();
    const again = subscribeLiveRooms({}, options);
    expect(CountingEventSource.opened).toHaveLength(1);
    again();
    runTimers();
    expect(CountingEventSource.opened[0]!.closed).toBe(true);
    const later = subscribeLiveRooms({}, options);
    expect(CountingEventSource.opened).toHaveLength(2);
    later();
  });
});
