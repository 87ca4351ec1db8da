import type { LiveFeedOptions } from './liveFeed';

/**
 * Runs `run` at once on the first request, then at most once per `intervalMs` however many requests
 * follow: a burst of room changes (a replay, a busy morning) becomes one re-query now and one at the
 * end of the burst. Running at once matters: the new query replaces (aborts) one already under way,
 * whose answer may predate the change.
 */
export function throttle(run: () => void, intervalMs: number, options: Pick<LiveFeedOptions, 'setTimer' | 'clearTimer'> = {}) {
  const setTimer = options.setTimer ?? ((r, ms) => setTimeout(r, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let timer: unknown;
  let trailing = false;
  const tick = () => {
    if (trailing) {
      trailing = false;
      run();
      timer = setTimer(tick, intervalMs);
    } else {
      timer = undefined;
    }
  };
  return {
    request() {
      if (timer !== undefined) {
        trailing = true;
        return;
      }
      run();
      timer = setTimer(tick, intervalMs);
    },
    cancel() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      trailing = false;
    },
  };
}
