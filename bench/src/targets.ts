/**
 * Issue #15's targets, judged from one run of `npm run bench`. Each row says what was measured and
 * whether it is met; a number the run could not give says so (never "met" by default).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CeilingResult } from './ceiling';
import type { Results, Target } from './report';

/** The write mix before #15: `bench/results/2026-11-21.json` (1,000,000 stays, 130 req/s). */
export function writeMixBaseline(): { rps: number; from: string } | undefined {
  const file = resolve(import.meta.dirname, '../results/2026-11-21.json');
  if (!existsSync(file)) return undefined;
  const rps = (JSON.parse(readFileSync(file, 'utf8')) as { writeMix?: { rps: number } }).writeMix?.rps;
  return rps ? { rps, from: '2026-11-21' } : undefined;
}

const BIG_LISTS = ['search: last name prefix "sm"', 'search: arrivals in 3 days', 'arrivals (today)', 'in-house guests', 'billing list', 'housekeeping report'];
const SMALL_REPORTS = ['detailed availability (14 days)', 'house status: stays', 'house status: rooms'];
/** A share of identity's throughput as the drop it is ("12 % drop", "4 % faster"). */
const drop = (share: number) => (share <= 1 ? `${fmt((1 - share) * 100, 0)} % drop` : `${fmt((share - 1) * 100, 0)} % faster`);
const fmt = (n: number, d = 1) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

export function evaluateTargets(r: Omit<Results, 'targets'>): Target[] {
  const targets: Target[] = [];
  const at = r.seed.stays === 1_000_000 ? '' : ` (at ${r.seed.stays.toLocaleString('en-US')} stays; the target is at 1,000,000)`;
  const read = (name: string) => r.reads.find((x) => x.name === name);

  // (1) the cheapest calls against a bare node:http server answering as many bytes, measured in turns with it
  const againstCeiling = (mode: string, ceilings: readonly CeilingResult[] | undefined) => {
    for (const c of ceilings ?? []) {
      const share = c.load.rps > 0 ? c.suite.rps / c.load.rps : 0;
      targets.push({
        target: `(1) ${c.name}, signed in, ${mode} ≥ 25 % of the reference ceiling`,
        measured: `${fmt(c.suite.rps, 0)} of ${fmt(c.load.rps, 0)} req/s: ${fmt(share * 100, 0)} %`,
        met: share >= 0.25,
      });
    }
  };
  againstCeiling('through the gateway', r.ceiling);
  againstCeiling('embedded mode', r.embedded?.ceiling);
  // (2) every read against its SQL floor
  const below = r.reads.filter((x) => x.ratio < 0.5);
  targets.push({
    target: '(2) every read endpoint ≥ 50 % of its SQL floor',
    measured: below.length ? `below: ${below.map((x) => `${x.name} ${fmt(x.ratio * 100, 0)} %`).join(', ')}` : `all ${r.reads.length} (lowest ${fmt(Math.min(...r.reads.map((x) => x.ratio)) * 100, 0)} %)`,
    met: below.length === 0,
  });
  // (3) latency of the big lists alone, their floors, and the small reports
  const lists = BIG_LISTS.map(read).filter((x) => x !== undefined);
  targets.push({
    target: `(3) big lists p99 ≤ 20 ms alone${at}`,
    measured: lists.map((x) => `${x.name} ${fmt(x.serial.p99)}`).join(', '),
    met: lists.length > 0 && lists.every((x) => x.serial.p99 <= 20) && !at,
  });
  targets.push({
    target: `(3) big lists' SQL floors p50 ≤ 5 ms${at}`,
    measured: lists.map((x) => `${x.name} ${fmt(x.floor.p50, 2)}`).join(', '),
    met: lists.length > 0 && lists.every((x) => x.floor.p50 <= 5) && !at,
  });
  const reports = SMALL_REPORTS.map(read).filter((x) => x !== undefined);
  targets.push({
    target: '(3) 14-day availability and house status p99 ≤ 10 ms (alone)',
    measured: reports.map((x) => `${x.name} ${fmt(x.serial.p99)}`).join(', '),
    met: reports.length > 0 && reports.every((x) => x.serial.p99 <= 10),
  });
  // (4) writes
  const mixCheckin = r.writeMix?.steps['check in'];
  // "Alone": one at a time with nothing else asked of the suite (not the board run, whose poll of
  // the rooms' schema every millisecond runs beside its check-ins).
  const alone = r.checkinAlone;
  targets.push({
    target: '(4) check-in p99 ≤ 50 ms alone',
    measured: alone
      ? `${fmt(alone.p99)} ms alone (${alone.samples} after ${alone.warmUp} uncounted)${r.board ? `; ${fmt(r.board.checkin.p99)} ms beside the board's poll` : ''}${mixCheckin ? `; ${fmt(mixCheckin.p99)} ms in the write mix under load` : ''}`
      : 'not measured (no room free tonight)',
    met: alone !== undefined && alone.p99 <= 50,
  });
  const base = r.baseline;
  targets.push({
    target: '(4) write mix ≥ 3× the baseline',
    measured:
      r.writeMix && base
        ? `${fmt(r.writeMix.rps, 0)} req/s vs ${fmt(base.rps, 0)} (${base.from}): ${fmt(r.writeMix.rps / base.rps, 2)}×${at}`
        : 'not measured',
    met: r.writeMix !== undefined && base !== undefined && r.writeMix.rps >= 3 * base.rps && !at,
  });
  // (5) memory
  const processes = Object.entries(r.rss).filter(([name]) => name.startsWith('svc-') || name === 'gateway');
  const over = processes.filter(([, mib]) => mib > 150);
  targets.push({
    target: '(5) each service process (and the gateway) ≤ 150 MiB resident',
    measured: processes.map(([name, mib]) => `${name} ${fmt(mib, 0)}`).join(', ') + ' MiB',
    met: processes.length > 0 && over.length === 0,
  });
  const e = r.embedded;
  targets.push({
    target: '(5) embedded mode ≤ 400 MiB resident',
    measured: e ? `${fmt(e.rss, 0)} MiB under the same reads` : 'not measured',
    met: e !== undefined && e.rss > 0 && e.rss <= 400,
  });
  // (6) compression
  const z = r.compression;
  targets.push({
    target: '(6) JSON ≥ 1 KiB compressed (br/gzip), throughput drop ≤ 10 % on a 100 KiB list',
    measured: z
      ? `${z.name} (${fmt(z.bytes / 1024)} KiB): identity ${fmt(z.codings.identity.rps, 0)} req/s, br ${fmt(z.codings.br.rps, 0)} (${drop(z.brShare)}), ` +
        `gzip ${fmt(z.codings.gzip.rps, 0)} (${drop(z.gzipShare)}); ${fmt((z.codings.br.bytes ?? 0) / 1024)} / ${fmt((z.codings.gzip.bytes ?? 0) / 1024)} KiB on the wire`
      : 'not measured',
    met: z !== undefined && z.brShare >= 0.9 && z.gzipShare >= 0.9,
  });
  const worstOverhead = Math.max(...r.overhead.map((o) => o.addedP50));
  targets.push({
    target: 'the gateway adds ≤ 1 ms at p50 (one request at a time)',
    measured: r.overhead.map((o) => `${o.name} +${fmt(o.addedP50, 2)} ms`).join(', '),
    met: worstOverhead <= 1,
  });
  return targets;
}
