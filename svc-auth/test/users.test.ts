import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestService, type TestDatabase, type TestService } from '@pms/service-kit/testing';
import type { AuthConfig } from '../src/config';
import { DEMO_USERS } from '../src/db/seed-demo';
import { authService } from '../src/service';
import { login } from './helpers';

const CLI = fileURLToPath(new URL('../src/cli/create-user.ts', import.meta.url));

let db: TestDatabase;
let auth: TestService<AuthConfig>;

beforeAll(async () => {
  db = await createTestDatabase();
  auth = await createTestService(authService, { db, config: { DEMO_MODE: true, LOGIN_RATE_LIMIT: 1000 } });
});
afterAll(async () => {
  await auth?.stop();
  await db?.drop();
});

function runCli(args: string[], stdin?: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin ?? '');
  });
}

describe('demo users', () => {
  it('are seeded in demo mode and sign in with their demo passwords and levels', async () => {
    for (const demo of DEMO_USERS) {
      const res = await login(auth.app, { username: demo.username, password: demo.password });
      expect(res.status, demo.username).toBe(200);
      expect((await res.json()).user).toMatchObject({ username: demo.username, access_id: demo.access_id });
    }
  });

  it('are seeded once however often the service starts', async () => {
    await authService.seedDemo?.(auth.deps);
    const [row] = await auth.deps.sql<{ n: number }[]>`select count(*)::int as n from users where username in ('user', 'manager', 'admin')`;
    expect(row?.n).toBe(3);
  });

  it('are not there without demo mode', async () => {
    const plain = await createTestService(authService);
    try {
      expect((await login(plain.app, { username: 'admin', password: 'admin' })).status).toBe(401);
    } finally {
      await plain.stop();
    }
  });
});

describe('npm run user:create', () => {
  it('creates a user from flags who can then sign in', async () => {
    const { code, out } = await runCli(['--username', 'night.auditor', '--access', '2', '--full-name', 'Nora Night', '--password', 'long enough pw']);
    expect(code).toBe(0);
    expect(out).toMatch(/Created user night\.auditor \(Manager/);
    const res = await login(auth.app, { username: 'night.auditor', password: 'long enough pw' });
    const answer = await res.json();
    expect(answer.user).toMatchObject({ access_id: 2, type: 'Manager' });
    // Whoever typed it chose it: no change asked at the first sign-in.
    expect(answer.must_change_password).toBeUndefined();
    const [row] = await auth.deps.sql`select full_name from users where username = 'night.auditor'`;
    expect(row?.full_name).toBe('Nora Night');
  });

  it('reads the password from stdin when not given as a flag', async () => {
    const { code } = await runCli(['--username', 'piped', '--access', '1'], 'from the pipe line\n');
    expect(code).toBe(0);
    expect((await login(auth.app, { username: 'piped', password: 'from the pipe line' })).status).toBe(200);
  });

  it('refuses a username taken in any case', async () => {
    const { code, err } = await runCli(['--username', 'ADMIN', '--access', '3', '--password', 'another password']);
    expect(code).toBe(1);
    expect(err).toMatch(/already exists/);
  });

  it('refuses bad input naming the field, creating nothing', async () => {
    const { code, err } = await runCli(['--username', 'shorty', '--access', '4', '--password', 'short']);
    expect(code).toBe(2);
    expect(err).toMatch(/password: must be at least 12 characters/);
    expect(err).toMatch(/access_id: must be 1 \(Employee\), 2 \(Manager\) or 3 \(Administrator\)/);
    const rows = await auth.deps.sql`select 1 from users where username = 'shorty'`;
    expect(rows.length).toBe(0);
  });

  it('refuses a common password as the STAFF screen does, creating nothing', async () => {
    const { code, err } = await runCli(['--username', 'commoner', '--access', '1', '--password', 'Password123456']);
    expect(code).toBe(2);
    expect(err).toMatch(/password: is one of the most common passwords/);
    expect((await auth.deps.sql`select 1 from users where username = 'commoner'`).length).toBe(0);
  });
});
