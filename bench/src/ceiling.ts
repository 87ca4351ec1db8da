/**
 * The reference ceiling (issue #15): a bare `node:http` server answering a constant JSON body of the
 * same size as a suite answer, driven by the same autocannon load. It prices HTTP and JSON on this
 * machine with nothing else in the way (no routing, session, second hop or database), so "share of
 * the ceiling" says how much of the machine the suite leaves on the table for its cheapest calls.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { httpLoad, type LoadStats } from './load';

export interface CeilingResult {
  /** The suite answer it stands for. */
  name: string;
  bytes: number;
  load: LoadStats;
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

/** The ceiling for an answer `body` long: the same connections and seconds as the suite's rows. */
export async function measureCeiling(name: string, body: string, connections: number, seconds: number): Promise<CeilingResult> {
  const ceiling = await startCeiling(body);
  try {
    await httpLoad({ url: ceiling.url, connections, seconds: 1 }); // warm-up
    const load = await httpLoad({ url: ceiling.url, connections, seconds });
    return { name, bytes: Buffer.byteLength(body), load };
  } finally {
    await ceiling.close();
  }
}
