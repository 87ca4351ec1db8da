import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { WEBHOOK_COPY_PREFIX, type EventEnvelope } from '@pms/contracts/events';
import { BusUnavailableError, type Bus } from '../src/bus/types';
import type { Sql } from '../src/db';
import type { Logger } from '../src/log';
import { migrateService } from '../src/migrate-service';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';

/** A state event as an owner would publish it. */
export function stateEvent<T = unknown>(version: number, data?: T, id: string = randomUUID()): EventEnvelope<T> {
  return { id, type: 'test.state', version, occurredAt: new Date().toISOString(), data: (data ?? { version }) as T };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A logger whose lines a test can read (pino levels: 40 warn, 50 error). */
export function capturingLogger(): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino({ level: 'debug' }, { write: (s: string) => void lines.push(JSON.parse(s) as LogLine) });
  return { log, lines };
}

/** A folder of service migrations for a test. */
export async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pms-migrations-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

/**
 * Wraps a bus: counts what was published per event id (to prove a relay publishes each row once)
 * and can be switched "down" so every publish fails as an unreachable NATS would.
 */
export function instrumentedBus(inner: Bus) {
  /** event id → times stored on its own subject (the owner's stream). */
  const published = new Map<string, number>();
  /** event id → times stored as its WEBHOOKS copy (`webhook.<subject>`). */
  const copies = new Map<string, number>();
  const state = {
    down: false,
    attempts: 0,
    /** Publishes beyond `holdAfter` wait for `hold` (to catch a relay mid-batch). */
    hold: undefined as Promise<void> | undefined,
    holdAfter: 0,
    /** Store the event but fail as if its acknowledgement was lost, this many times. */
    loseAcks: 0,
  };
  const bus: Bus = {
    kind: inner.kind,
    ensureStreams: () => inner.ensureStreams(),
    async publish(subject, event) {
      state.attempts++;
      if (state.down) throw new BusUnavailableError('NATS is down (simulated)');
      if (state.hold && published.size >= state.holdAfter) await state.hold;
      await inner.publish(subject, event);
      const counts = subject.startsWith(WEBHOOK_COPY_PREFIX) ? copies : published;
      counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
      if (state.loseAcks > 0) {
        state.loseAcks--;
        throw new BusUnavailableError('acknowledgement lost (simulated)');
      }
    },
    consume: (o) => inner.consume(o),
    request: (s, p, o) => inner.request(s, p, o),
    reply: (s, h) => inner.reply(s, h),
    isHealthy: async () => !state.down && (await inner.isHealthy()),
    close: () => inner.close(),
  };
  return { bus, published, copies, state };
}

/** A fresh database with one service schema migrated (kit tables plus `files`). */
export async function serviceDatabase(schema: string, files: Record<string, string>, poolSize?: number): Promise<{ db: TestDatabase; sql: Sql }> {
  const db = await createTestDatabase();
  const sql = db.sql(schema, poolSize);
  await migrateService(sql, schema, await migrationsDir(files));
  return { db, sql };
}
