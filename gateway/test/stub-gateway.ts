import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { ServiceName } from '@pms/contracts/routes';
import { createLogger } from '@pms/service-kit';
import { createTestKeys } from '@pms/service-kit/testing';
import { createGateway, type GatewayOptions, type UpstreamHandler } from '../src/gateway';

const log = createLogger('gateway-test', 'silent');

export interface Seen {
  service: ServiceName;
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** In-process services that would answer 200 to anything: what reaches them is recorded. */
export function stubUpstreams(seen: Seen[]): Record<ServiceName, UpstreamHandler> {
  const make =
    (service: ServiceName): UpstreamHandler =>
    async (req) => {
      const url = new URL(req.url);
      if (url.pathname === '/readyz') return Response.json({ status: 'ready' });
      seen.push({ service, method: req.method, url: req.url, headers: req.headers, body: await req.text() });
      return Response.json({ service, path: url.pathname }, { headers: { 'set-cookie': 'a=1; Path=/' } });
    };
  return { auth: make('auth'), reservations: make('reservations'), rooms: make('rooms'), billing: make('billing') };
}

/**
 * A gateway in front of stub services, serving a shell front end from a temporary folder (removed
 * after the test file that awaits this), with `frontdesk` as its remote. `build` makes another one
 * on the same stubs, keys and folder with some options changed.
 */
export async function stubGateway() {
  const keys = await createTestKeys();
  const seen: Seen[] = [];
  const workDir = await mkdtemp(join(tmpdir(), 'pms-gateway-'));
  const staticDir = join(workDir, 'site');
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });
    await mkdir(staticDir);
    // Beside the served folder, never inside it: no URL may reach it.
    await writeFile(join(workDir, 'secret.txt'), 'top secret');
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(staticDir, 'main.3f9a1c2b.js'), 'console.log("shell")');
    await writeFile(join(staticDir, 'remoteEntry.js'), 'var shell;');
    await writeFile(join(staticDir, 'mf-manifest.json'), '{"id":"shell"}');
    await writeFile(join(staticDir, 'logo.png'), 'png');
    await mkdir(join(staticDir, 'remotes', 'frontdesk'), { recursive: true });
    await writeFile(join(staticDir, 'remotes', 'frontdesk', 'remoteEntry.js'), 'var frontdesk;');

  function build(overrides: Partial<GatewayOptions> = {}) {
    return createGateway({ upstreams: stubUpstreams(seen), verifier: keys.verifier, log, staticDir, ...overrides });
  }
  const gateway = build({ remotes: [{ name: 'frontdesk', entry: '/remotes/frontdesk/mf-manifest.json' }] });
  return { keys, seen, staticDir, build, gateway };
}
