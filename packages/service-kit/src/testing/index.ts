/**
 * Test helpers shared by every service's tests: a fresh database per test file on the real
 * PostgreSQL of the run, a bus per test file (NATS with its own namespace when NATS_URL is set,
 * otherwise in-process), and a settable clock.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createSql, type Sql } from '../db';

export { fixedClock } from '../clock';

export function testId(): string {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface TestDatabase {
  url: string;
  /** A pool on the new database bound to `schema`. */
  sql(schema: string, max?: number): Sql;
  drop(): Promise<void>;
}

/** Creates an empty database for one test file and drops it afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set (the vitest global setup should have set it)');
  const name = `pms_${testId()}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const pools: Sql[] = [];
  return {
    url: url.toString(),
    sql(schema, max = 10) {
      const s = createSql(url.toString(), { schema, max });
      pools.push(s);
      return s;
    },
    async drop() {
      await Promise.all(pools.map((p) => p.end({ timeout: 1 })));
      const a = postgres(base, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
export * from './auth';
export * from './bus';
export * from './service';
export * from './events';
export * from './stays';
export * from './release';
export * from './harness';
export * from './catalog';
export * from './private-nats';
export * from './sse';
export * from './process';
export * from './telemetry';
export * from './webhook-receiver';
export * from './paging';
