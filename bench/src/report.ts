/**
 * The bench's outputs: `bench/results/<date>.json` (everything measured) and the generated tables in
 * docs/performance.md between the `bench:results` markers (the prose around them is written by hand).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CeilingResult } from './ceiling';
import type { BenchHotel } from './config';
import type { CompressionResult } from './compression';
import type { BoardLatency, WriteMixResult } from './flows';
import type { LoadStats } from './load';
import type { FrontEndNumbers, Machine } from './machine';
import type { SeedInfo } from './seed';

export interface ReadResult {
  name: string;
  path: string;
  gateway: LoadStats;
  floor: LoadStats;
  /** Gateway throughput as a share of the floor's. */
  ratio: number;
  /** One request at a time (no queueing): latency alone. */
  serial: { p50: number; p99: number };
}

export interface OverheadResult {
  name: string;
  path: string;
  direct: { p50: number; p99: number };
  gateway: { p50: number; p99: number };
  addedP50: number;
}

export interface EmbeddedResult {
  how: string;
  /** Peak resident memory of the one process over its reads, MiB. */
  rss: number;
  reads: { name: string; load: LoadStats }[];
  /** Login status and hotel info in embedded mode, in turns with the bare server (target 1). */
  ceiling: CeilingResult[];
}

export interface Target {
  target: string;
  measured: string;
  met: boolean;
}

export interface Results {
  /** Which of the two hotels (config.ts): the demo's size or the million stays. */
  hotel: BenchHotel;
  date: string;
  startedAt: string;
  minutes: number;
  machine: Machine;
  seed: SeedInfo;
  load: { connections: number; seconds: number };
  reads: ReadResult[];
  overhead: OverheadResult[];
  board?: BoardLatency;
  /** Check-ins one at a time with nothing else asked of the suite, after `warmUp` uncounted ones. */
  checkinAlone?: { samples: number; warmUp: number; p50: number; p99: number; max: number };
  writeMix?: WriteMixResult;
  /** How the suite's processes were started (suite.ts). */
  suite?: string;
  /** Peak resident memory per process over the whole load, MiB. */
  rss: Record<string, number>;
  /** Embedded mode (`npm start`, one process) under the same reads, after the suite. */
  embedded?: EmbeddedResult;
  frontEnd?: FrontEndNumbers;
  /** A bare node:http server answering as many bytes (ceiling.ts). */
  ceiling: CeilingResult[];
  compression?: CompressionResult;
  /** The write mix before issue #15, for its "3×" target. */
  baseline?: { rps: number; from: string };
  targets: Target[];
}

const root = resolve(import.meta.dirname, '../..');
const fmt = (n: number, d = 1) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function markdown(r: Results): string {
  const m = r.machine;
  const lines: string[] = [];
  lines.push(
    `Run of ${r.date} (${fmt(r.minutes, 1)} min in all): ${m.cpus} CPUs (${m.cpuModel}), ${fmt(m.memoryGiB, 1)} GiB, ` +
      `PostgreSQL ${m.postgres}, NATS ${m.nats}, Node ${m.node}; load average ${m.loadStart} at the start and ${m.loadEnd ?? '?'} at the end ` +
      `(other work shares this machine). Data: ${int(r.seed.rooms)} rooms, ${int(r.seed.stays)} stays ` +
      `(${int(r.seed.counts['billing.invoices'] ?? 0)} invoices, ${int(r.seed.counts['rooms.room_issues'] ?? 0)} work orders), ` +
      `${r.seed.reused ? `seed reused (made in ${r.seed.seconds} s)` : `seeded in ${r.seed.seconds} s`}. ` +
      `autocannon at ${r.load.connections} connections for ${r.load.seconds} s per row; the floor is the service's own query ` +
      `function on a postgres.js pool with as many concurrent callers, in the same run. Raw numbers: \`bench/results/${resultsFile(r)}\`.`,
  );
  lines.push('');
  lines.push('| endpoint (through the gateway) | p50 ms | p99 ms | req/s | floor p50 ms | floor req/s | share of floor | alone p50 / p99 ms | answer KiB |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const x of r.reads) {
    lines.push(
      `| ${x.name} | ${fmt(x.gateway.p50, 1)} | ${fmt(x.gateway.p99, 1)} | ${int(x.gateway.rps)} | ${fmt(x.floor.p50, 2)} | ${int(x.floor.rps)} | ` +
        `${fmt(x.ratio * 100, 0)} % | ${fmt(x.serial.p50, 1)} / ${fmt(x.serial.p99, 1)} | ${fmt((x.gateway.bytes ?? 0) / 1024, 1)} |`,
    );
  }
  if (r.writeMix) {
    const w = r.writeMix;
    lines.push(
      `| write mix: book → read → check in → pre-invoice → pay → check out | ${fmt(w.p50, 1)} | ${fmt(w.p99, 1)} | ${int(w.rps)} | — | — | — | — | — |`,
    );
    lines.push('');
    lines.push(
      `Write mix: ${w.flows} arrivals booked and checked in, ${w.completed} earlier guests paid and checked out; ${int(w.requests)} answers 2xx, ${w.non2xx} not 2xx, ${w.errors} errors. Per step p50 / p99 ms: ` +
        Object.entries(w.steps)
          .map(([k, v]) => `${k} ${fmt(v.p50, 1)} / ${fmt(v.p99, 1)}${v.failed ? ` (${v.failed} failed)` : ''}`)
          .join(', ') +
        '.' +
        (Object.keys(w.failures).length ? ` Refusals: ${Object.entries(w.failures).map(([k, v]) => `${v}× ${k}`).join('; ')}.` : ''),
    );
  }
  const ceilings = [...r.ceiling.map((c) => ({ c, mode: 'the suite through the gateway' })), ...(r.embedded?.ceiling ?? []).map((c) => ({ c, mode: 'embedded mode' }))];
  if (ceilings.length) {
    lines.push('');
    lines.push('Each ceiling is measured in turns with the call it stands for (suite, ceiling, ceiling, suite; half the row\'s seconds each).');
    lines.push('');
    lines.push('| reference ceiling: bare node:http, constant JSON | answer bytes | req/s | p50 / p99 ms | the call, in turns with it | req/s | share of the ceiling |');
    lines.push('|---|---:|---:|---:|---|---:|---:|');
    for (const { c, mode } of ceilings) {
      const share = c.load.rps > 0 ? `${fmt((c.suite.rps / c.load.rps) * 100, 0)} %` : '—';
      lines.push(`| as large as ${c.name} | ${int(c.bytes)} | ${int(c.load.rps)} | ${fmt(c.load.p50, 2)} / ${fmt(c.load.p99, 2)} | ${mode} | ${int(c.suite.rps)} | ${share} |`);
    }
  }
  if (r.compression) {
    const z = r.compression;
    lines.push('');
    lines.push(`Compression at the gateway, ${z.name} (${fmt(z.bytes / 1024, 1)} KiB of JSON), the same load asked with each \`Accept-Encoding\`:`);
    lines.push('');
    lines.push('| Accept-Encoding | req/s | p50 / p99 ms | KiB on the wire (mean, with headers) |');
    lines.push('|---|---:|---:|---:|');
    for (const [coding, l] of Object.entries(z.codings)) lines.push(`| ${coding} | ${int(l.rps)} | ${fmt(l.p50, 1)} / ${fmt(l.p99, 1)} | ${fmt((l.bytes ?? 0) / 1024, 1)} |`);
  }
  lines.push('');
  lines.push('| gateway overhead (one request at a time) | direct p50 / p99 ms | through the gateway p50 / p99 ms | added at p50 |');
  lines.push('|---|---:|---:|---:|');
  for (const o of r.overhead) {
    lines.push(`| ${o.name} | ${fmt(o.direct.p50, 2)} / ${fmt(o.direct.p99, 2)} | ${fmt(o.gateway.p50, 2)} / ${fmt(o.gateway.p99, 2)} | ${fmt(o.addedP50, 2)} ms |`);
  }
  if (r.checkinAlone) {
    const a = r.checkinAlone;
    lines.push('');
    lines.push(
      `Check-in alone (${a.samples} check-ins one at a time after ${a.warmUp} uncounted, each guest booked and read first, untimed): ` +
        `p50 ${fmt(a.p50, 1)} ms, p99 ${fmt(a.p99, 1)} ms (max ${fmt(a.max, 1)}).`,
    );
  }
  if (r.board) {
    const b = r.board;
    lines.push('');
    lines.push(
      `Check-in → housekeeping board (${b.samples} check-ins one at a time, rooms' schema polled every millisecond): room occupied ` +
        `p50 ${fmt(b.occupied.p50, 1)} ms, p99 ${fmt(b.occupied.p99, 1)} ms; the stay's event in rooms' projection p50 ` +
        `${fmt(b.projected.p50, 1)} ms, p99 ${fmt(b.projected.p99, 1)} ms (max ${fmt(b.projected.max, 1)}); the check-in answer itself ` +
        `p50 ${fmt(b.checkin.p50, 1)} ms, p99 ${fmt(b.checkin.p99, 1)} ms.`,
    );
  }
  lines.push('');
  lines.push(
    `Peak resident memory under load${r.suite ? ` (${r.suite})` : ''}: ${Object.entries(r.rss).map(([k, v]) => `${k} ${int(v)} MiB`).join(', ')}.`,
  );
  if (r.embedded) {
    const e = r.embedded;
    lines.push('');
    lines.push(
      `Embedded mode (${e.how}), every read above again at the same load: peak resident ${int(e.rss)} MiB; req/s ` +
        e.reads.map((x) => `${x.name} ${int(x.load.rps)}${x.load.non2xx || x.load.errors ? ` (${x.load.non2xx + x.load.errors} failed)` : ''}`).join(', ') +
        '.',
    );
  }
  if (r.frontEnd) {
    lines.push('');
    lines.push(`Front end, from the latest e2e run (\`e2e/artifacts/metrics.json\`, ${r.frontEnd.recordedAt.slice(0, 16).replace('T', ' ')} UTC; not rebuilt by the bench):`);
    lines.push('');
    lines.push('| front-end metric | value |');
    lines.push('|---|---:|');
    for (const [k, v] of Object.entries(r.frontEnd.metrics)) lines.push(`| ${k} | ${v.value} ${v.unit} |`);
  }
  lines.push('');
  lines.push('| target (issue #15) | measured | met |');
  lines.push('|---|---|---|');
  for (const t of r.targets) lines.push(`| ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`);
  return lines.join('\n');
}

/**
 * Replaces the generated block between `<!-- bench:<name>:begin … -->` and `<!-- bench:<name>:end -->`
 * in docs/performance.md (the prose around it is written by hand); appends it under `heading` when
 * the markers are not there yet. Answers the file written.
 */
export function writeDocBlock(name: string, body: string, heading: string, by: string): string {
  const begin = `<!-- bench:${name}:begin (generated by ${by}) -->`;
  const endMarker = `<!-- bench:${name}:end -->`;
  const doc = resolve(root, 'docs/performance.md');
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
  const block = `${begin}\n${body}\n${endMarker}`;
  const start = text.indexOf(`<!-- bench:${name}:begin`);
  const end = text.indexOf(endMarker);
  const updated = start >= 0 && end > start ? text.slice(0, start) + block + text.slice(end + endMarker.length) : `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
  writeFileSync(doc, updated);
  return doc;
}

/** Writes `bench/results/<file>` (JSON). */
export function writeJson(file: string, value: unknown): string {
  const dir = resolve(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const json = resolve(dir, file);
  writeFileSync(json, JSON.stringify(value, null, 2) + '\n');
  return json;
}

/** The run's JSON in bench/results: one file per date and hotel. */
function resultsFile(r: Pick<Results, 'date' | 'hotel'>): string {
  return r.hotel === 'demo' ? `${r.date}-demo.json` : `${r.date}.json`;
}

export function writeResults(r: Results): { json: string; doc: string } {
  const json = writeJson(resultsFile(r), r);
  if (r.hotel === 'demo') {
    const doc = writeDocBlock('results-demo', markdown(r), '### The demo hotel\'s size (`npm run bench`)', 'npm run bench');
    return { json, doc };
  }
  const doc = writeDocBlock('results', markdown(r), '## Services at scale (`npm run bench`)', 'npm run bench');
  return { json, doc };
}
