/**
 * The reference ceiling (issue #15): a bare `node:http` server answering a constant JSON body of the
 * same size as a suite answer, driven by the same autocannon load. It prices HTTP and JSON on this
 * machine with nothing else in the way (no routing, session, second hop or database), so "share of
 * the ceiling" says how much of the machine the suite leaves on the table for its cheapest calls.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { bothTurns, httpLoad, type LoadStats } from './load';

export interface CeilingResult {
  /** The suite answer it stands for. */
  name: string;
  bytes: number;
  load: LoadStats;
  /** The suite's own call, measured in turns with the ceiling (the ratio's numerator). */
  suite: LoadStats;
}

/** The server, in a process of its own like the gateway (not sharing the load generator's thread). */
const SERVER = `
const body = Buffer.from(process.env.CEILING_BODY);
const server = require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length, 'cache-control': 'no-store' });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/** Serves `body` as `application/json` at every path; answers its URL and how to stop it. */
async function startCeiling(body: string): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', SERVER], { env: { ...process.env, CEILING_BODY: body }, stdio: ['ignore', 'pipe', 'inherit'] });
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  const port = Number(first.toString().trim());
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid ?? 0,
    close: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The ceiling for an answer `body` long beside the suite's call it stands for, in turns — suite,
 * ceiling, ceiling, suite, each half the row's seconds — so the ratio's two sides meet the same
 * moments of a shared machine (measured minutes apart, the same code's ratio moved by ±15 %).
 */
export async function measureCeiling(
  name: string,
  body: string,
  suiteCall: { url: string; headers: Record<string, string> },
  connections: number,
  seconds: number,
): Promise<CeilingResult> {
  const ceiling = await startCeiling(body);
  try {
    const half = seconds / 2;
    const onCeiling = (s: number) => httpLoad({ url: ceiling.url, connections, seconds: s });
    const onSuite = (s: number) => httpLoad({ ...suiteCall, connections, seconds: s });
    await onCeiling(1); // warm-up
    await onSuite(1);
    const suite1 = await onSuite(half);
    const ceiling1 = await onCeiling(half);
    const ceiling2 = await onCeiling(half);
    const suite2 = await onSuite(half);
    return { name, bytes: Buffer.byteLength(body), load: bothTurns(ceiling1, ceiling2), suite: bothTurns(suite1, suite2) };
  } finally {
    await ceiling.close();
  }
}
