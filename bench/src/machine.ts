/** What the numbers were measured on. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { Sql } from '@pms/service-kit';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  nats: string;
  /** 1-minute load average when the run started and ended (other work on the machine). */
  loadStart: number;
  loadEnd?: number;
}

/** The NATS server's version, from the INFO line it greets every client with. */
function natsVersion(natsUrl: string): Promise<string> {
  const url = new URL(natsUrl.replace(/^nats:/, 'http:'));
  return new Promise((resolveVersion) => {
    const socket = connect(Number(url.port || 4222), url.hostname);
    let buf = '';
    const done = (v: string) => {
      socket.destroy();
      resolveVersion(v);
    };
    socket.setTimeout(2000, () => done('unknown'));
    socket.on('error', () => done('unknown'));
    socket.on('data', (chunk) => {
      buf += chunk.toString();
      const m = /^INFO\s+(\{.*\})/m.exec(buf);
      if (m) done(String((JSON.parse(m[1]!) as { version?: string }).version ?? 'unknown'));
    });
  });
}

export async function describeMachine(sql: Sql, natsUrl: string): Promise<Machine> {
  const [pg] = await sql<{ v: string }[]>`select current_setting('server_version') as v`;
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: pg?.v ?? 'unknown',
    nats: await natsVersion(natsUrl),
    loadStart: Math.round(loadavg()[0]! * 100) / 100,
  };
}

export interface FrontEndNumbers {
  /** When the e2e run that recorded them wrote its file. */
  recordedAt: string;
  metrics: Record<string, { value: number; unit: string }>;
}

/** The front-end numbers the latest e2e run recorded (e2e/artifacts/metrics.json), if any. */
export function frontEndNumbers(): FrontEndNumbers | undefined {
  const file = resolve(import.meta.dirname, '../../e2e/artifacts/metrics.json');
  if (!existsSync(file)) return undefined;
  try {
    return {
      recordedAt: statSync(file).mtime.toISOString(),
      metrics: JSON.parse(readFileSync(file, 'utf8')) as FrontEndNumbers['metrics'],
    };
  } catch {
    return undefined;
  }
}
