/** docs/deploy.md: the commands it gives make secrets the processes accept, and it applies each overlay. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthConfig } from '@pms/svc-auth/service';
import { decodeKey } from '@pms/svc-reservations/service';
import { issues } from './config-schemas';
import { OVERLAYS, ROOT } from './support';

const deployDoc = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');

describe('docs/deploy.md', () => {
  it('generates a signing key svc-auth accepts in production, with the command it gives', () => {
    const line = deployDoc.split('\n').find((l) => l.startsWith('node -e ') && l.includes('generateKeyPairSync'));
    const target = line && /> (\S+)$/.exec(line)?.[1];
    expect(target, 'a `node -e … > file` line').toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'pms-deploy-doc-'));
    try {
      const run = spawnSync('sh', ['-c', line as string], { cwd: dir, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const key = readFileSync(join(dir, target as string), 'utf8').trim();
      const parsed = AuthConfig.safeParse({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/pms', JWT_PRIVATE_JWK: key, GATEWAY_SECRET: 'g'.repeat(64) });
      expect(issues(parsed)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(spawnSync('openssl', ['version']).status !== 0)('makes a card key of the form svc-reservations accepts', () => {
    const command = /--from-literal=card-key="\$\((openssl rand -hex 32)\)"/.exec(deployDoc)?.[1];
    expect(command).toBeDefined();
    const run = spawnSync('sh', ['-c', command as string], { encoding: 'utf8' });
    expect(decodeKey(run.stdout.trim())).toHaveLength(32);
  });

  it.skipIf(spawnSync('openssl', ['version']).status !== 0)('makes a gateway secret the gateway and svc-auth accept', () => {
    const command = /--from-literal=gateway-secret="\$\((openssl rand -hex 32)\)"/.exec(deployDoc)?.[1];
    expect(command).toBeDefined();
    const secret = spawnSync('sh', ['-c', command as string], { encoding: 'utf8' }).stdout.trim();
    expect(issues(AuthConfig.safeParse({ DATABASE_URL: 'postgres://u:p@db/pms', GATEWAY_SECRET: secret }))).toEqual([]);
  });

  it('applies each overlay and waits for the migrations', () => {
    for (const overlay of OVERLAYS) expect(deployDoc).toContain(`kubectl apply -k k8s/overlays/${overlay}`);
    expect(deployDoc).toContain('-l app.kubernetes.io/component=migration');
  });
});
