/**
 * How the image runs the gateway and the services: Node's flags (the ENTRYPOINT of
 * docker/node-app.Dockerfile after the node binary) and its environment (the final stage's ENV,
 * NODE_ENV=production among it) — one source for the image, the bench and `npm start`
 * (docs/performance.md "Memory"). HOST and PORT are left to the caller.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DOCKERFILE = join(resolve(import.meta.dirname, '..'), 'docker/node-app.Dockerfile');

export function imageRuntime(): { flags: string[]; env: Record<string, string> } {
  const dockerfile = readFileSync(DOCKERFILE, 'utf8');
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const entrypoint = /^ENTRYPOINT\s+(\[.*\])\s*$/m.exec(final);
  if (!entrypoint) throw new Error('docker/node-app.Dockerfile has no ENTRYPOINT ["…/node", …] in its final stage');
  const env: Record<string, string> = {};
  for (const [, line] of final.matchAll(/^ENV\s+(.+)$/gm)) {
    for (const pair of line!.trim().split(/\s+/)) {
      const [k, ...v] = pair.split('=');
      if (k !== 'HOST' && k !== 'PORT') env[k!] = v.join('=');
    }
  }
  return { flags: (JSON.parse(entrypoint[1]!) as string[]).slice(1), env };
}
