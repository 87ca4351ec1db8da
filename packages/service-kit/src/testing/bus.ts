import { createBus } from '../bus/index';
import type { Bus } from '../bus/types';
import { createLogger, type Logger } from '../log';
import { testId } from './index';

export type TestBusKind = 'nats' | 'memory';

/** The bus kinds this run can test: the in-process bus always, NATS when NATS_URL is set. */
export function testBusKinds(): TestBusKind[] {
  return process.env.NATS_URL ? ['memory', 'nats'] : ['memory'];
}

/** A quiet logger for tests; LOG_LEVEL=debug shows what the bus and relay do. */
export function testLogger(name = 'test'): Logger {
  return createLogger(name, process.env.LOG_LEVEL ?? 'silent');
}

export interface TestBusOptions {
  log?: Logger;
  /** Share a namespace between several buses (e.g. two "replicas"); default a fresh one. */
  namespace?: string;
  name?: string;
}

/**
 * A bus of its own for one test file (or test): NATS with a fresh namespace when NATS_URL is set
 * and `kind` is not `'memory'`, otherwise the in-process bus, also in a fresh namespace. Close it in
 * `afterAll`: that deletes its NATS streams (or forgets its in-process broker).
 */
export async function createTestBus(kind?: TestBusKind, options: TestBusOptions = {}): Promise<Bus> {
  const natsUrl = process.env.NATS_URL;
  if (kind === 'nats' && !natsUrl) throw new Error('createTestBus("nats") needs NATS_URL');
  const useNats = kind !== 'memory' && !!natsUrl;
  return createBus({
    natsUrl: useNats ? natsUrl : undefined,
    namespace: options.namespace ?? testId(),
    name: options.name ?? 'test',
    log: options.log ?? testLogger(),
    ephemeral: true,
  });
}

/**
 * Polls `condition` until it holds or the deadline passes (then throws, naming what was awaited).
 * Tests wait for outcomes this way, never with sleeps.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what = 'condition', opts: PollOptions = {}): Promise<void> {
  await waitForValue(condition, Boolean, what, opts);
}

export interface PollOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/** Polls `probe` until its value satisfies `ok` and answers that value; throws at the deadline. */
export async function waitForValue<T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean,
  what = 'condition',
  { timeoutMs = 15_000, intervalMs = 20 }: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) {
      const seen = typeof value === 'boolean' ? '' : ` (last seen: ${String(JSON.stringify(value)).slice(0, 200)})`;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${seen}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
