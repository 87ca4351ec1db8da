import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFailure } from '../embedded-postgres';
import { inputsHash, staleReason } from '../front-end-builds';

/** What `npm start` does for a newcomer before it serves (scripts/embedded.ts). */
const root = mkdtempSync(join(tmpdir(), 'pms-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('front-end builds cached by content hash', () => {
  write('shell/src/index.ts', 'export {};');
  write('shell/package.json', '{}');
  write('packages/ui/src/a.ts', 'export const a = 1;');
  write('package-lock.json', '{}');

  it('builds what was never built, and nothing once the kept hash matches', () => {
    const hash = inputsHash(root, 'shell');
    expect(staleReason(root, 'shell', hash)).toBe('not built yet');
    write('shell/dist/index.html', '<script></script>');
    expect(staleReason(root, 'shell', hash)).toBe('built by hand, inputs unknown');
    write('shell/dist/.inputs-hash', `${hash}\n`);
    expect(staleReason(root, 'shell', hash)).toBeUndefined();
  });

  it('rebuilds when its own sources or a shared package change, not for its tests or its build', () => {
    const before = inputsHash(root, 'shell');
    write('shell/test/a.test.ts', 'test');
    write('shell/dist/main.js', 'built');
    expect(inputsHash(root, 'shell')).toBe(before);
    write('packages/ui/src/a.ts', 'export const a = 2;');
    const shared = inputsHash(root, 'shell');
    expect(shared).not.toBe(before);
    expect(staleReason(root, 'shell', shared)).toBe('its sources changed');
    write('shell/src/index.ts', 'export const changed = true;');
    expect(inputsHash(root, 'shell')).not.toBe(shared);
  });
});

describe('the embedded PostgreSQL failing to start', () => {
  const eacces = Object.assign(new Error("initdb: error: could not access directory: Permission denied"), { code: 'EACCES' });

  it('says why and what to do when root runs it from a folder other users cannot enter', () => {
    const message = startFailure('/root/app/.data/pg', eacces, { uid: 0, closedFolder: '/root' });
    expect(message).toMatch(/runs as root, so PostgreSQL runs as the user "postgres", who cannot enter \/root \(initdb fails with EACCES\)/);
    expect(message).toMatch(/run npm start as a normal user/);
    expect(message).toMatch(/chmod o\+x \/root/);
    expect(message).toMatch(/DATABASE_URL/);
  });

  it('names the data folder and the ways out otherwise', () => {
    const message = startFailure('/home/ann/app/.data/pg', new Error('port in use'), { uid: 1000, closedFolder: undefined });
    expect(message).toBe(
      'The embedded PostgreSQL could not start in /home/ann/app/.data/pg: port in use\nIf another PostgreSQL uses the port, set EMBEDDED_PG_PORT; or set DATABASE_URL to a PostgreSQL server you run.',
    );
  });
});
