import type { Logger } from '@pms/service-kit';

/**
 * Background work that runs every `everyMs` in this process until stopped; one pass at a time (a
 * slow pass delays the next instead of overlapping it), a failed pass logged and tried again next time.
 */
export function repeatEvery(everyMs: number, log: Logger, what: string, work: () => Promise<unknown>): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(work).catch((err: unknown) => log.warn({ err }, `${what} failed; trying again`));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
