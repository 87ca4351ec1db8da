import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { KIT_MIGRATION_PREFIX, KIT_MIGRATIONS_DIR } from '@pms/service-kit';
import { RELEASE_COMMITS, RELEASES } from '@pms/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFINITIONS, SCHEMAS, type Schema } from './suite';

/**
 * Zero-downtime upgrades, with the previous release's real code (docs/operations.md "Upgrades
 * without downtime"): during a rollout the previous version's pods keep serving on the schema the
 * new version's migration Job already changed. So the last landed release's source is taken from
 * git, and its own tests of the hotel's daily work — booking, check-in, check-out, folio charges and
 * payments, invoices, housekeeping, sign-in — run on databases THIS version's migrations made,
 * through its own migrator (which must accept a database ahead of it and apply nothing). Their
 * reads and writes passing proves the new migrations only expanded what that code uses.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const LAST = RELEASES[RELEASES.length - 1]!;
const COMMIT = RELEASE_COMMITS[LAST];
const WORK = join(ROOT, '.data/previous-release');
/** Inside the repository, so the release's code finds this checkout's node_modules. */
const TREE = join(WORK, LAST);
const REPORT = join(WORK, `${LAST}.report.json`);
const MIGRATION_LOG = join(WORK, `${LAST}.migrations.jsonl`);
const CONFIG = resolve(import.meta.dirname, '../previous-release/vitest.config.ts');

/** What the release's code needs: the shared packages, the services and their tests. */
const SOURCE = ['packages/contracts', 'packages/service-kit', 'gateway', 'svc-auth', 'svc-rooms', 'svc-reservations', 'svc-billing'].flatMap((d) => [
  `${d}/package.json`,
  `${d}/src`,
  `${d}/test`,
]);

/** The release's test files that run, chosen for the paths every hotel uses every day. */
const RELEASE_TESTS = [
  'svc-reservations/test/booking.test.ts',
  'svc-reservations/test/frontdesk-checkin.test.ts',
  'svc-reservations/test/checkout.test.ts',
  'svc-reservations/test/checkout-folio.test.ts',
  'svc-billing/test/folios.test.ts',
  'svc-billing/test/invoices.test.ts',
  'svc-rooms/test/housekeeping.test.ts',
  'svc-auth/test/login.test.ts',
  'svc-auth/test/staff.test.ts',
];

function git(...args: string[]): string {
  return execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function commitIsHere(): boolean {
  try {
    git('cat-file', '-e', `${COMMIT}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** The release's source at TREE, fresh: `git archive` of the paths that commit has. */
function extractRelease(): void {
  if (!commitIsHere()) {
    const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true';
    throw new Error(
      `${LAST}'s commit ${COMMIT} (RELEASE_COMMITS) is not in this repository's history` +
        (shallow ? ' — this is a shallow clone: run `git fetch --unshallow`, or clone with full history.' : '.') +
        ' The rolling-upgrade test runs that release\'s code and cannot without it.',
    );
  }
  rmSync(TREE, { recursive: true, force: true });
  mkdirSync(TREE, { recursive: true });
  const present = git('ls-tree', '--name-only', COMMIT, '--', ...SOURCE).split('\n').filter(Boolean);
  const tar = join(WORK, `${LAST}.tar`);
  git('archive', '--format=tar', '-o', tar, COMMIT, '--', ...present);
  execFileSync('tar', ['-xf', tar, '-C', TREE]);
  rmSync(tar);
  // A workspace's own node_modules (a version pinned apart from the root's) serves the release too.
  for (const dir of new Set(present.map((p) => p.split('/').slice(0, p.startsWith('packages/') ? 2 : 1).join('/')))) {
    if (existsSync(join(ROOT, dir, 'node_modules'))) symlinkSync(join(ROOT, dir, 'node_modules'), join(TREE, dir, 'node_modules'));
  }
}

interface Report {
  numTotalTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** Runs the release's tests with its own code (`reliability/previous-release/vitest.config.ts`). */
function runReleaseTests(): Promise<{ code: number | null; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  Object.assign(env, { PREVIOUS_RELEASE_TREE: TREE, PREVIOUS_RELEASE_CURRENT_ROOT: ROOT, PREVIOUS_RELEASE_MIGRATION_LOG: MIGRATION_LOG });
  const vitest = join(ROOT, 'node_modules/vitest/vitest.mjs');
  const args = [vitest, 'run', '--config', CONFIG, '--reporter=json', `--outputFile=${REPORT}`, ...RELEASE_TESTS];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: TREE, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

/** Every migration file of `schema` in this version, as `schema_migrations` names it. */
function currentMigrations(schema: Schema): string[] {
  const sql = (dir: string) => readdirSync(dir).filter((f) => /^\d+_.+\.sql$/.test(f));
  return [...sql(KIT_MIGRATIONS_DIR).map((f) => `${KIT_MIGRATION_PREFIX}${f}`), ...sql(DEFINITIONS[schema].migrationsDir)].sort();
}

describe(`${LAST}'s code (${COMMIT.slice(0, 7)}) runs its tests on the schema this version's migrations make`, () => {
  let report: Report | undefined;
  let output = '';
  let migrations: { schema: string; upgraded: string[]; release: string[] }[] = [];

  beforeAll(async () => {
    mkdirSync(WORK, { recursive: true });
    rmSync(REPORT, { force: true });
    writeFileSync(MIGRATION_LOG, '');
    extractRelease();
    ({ output } = await runReleaseTests());
    if (existsSync(REPORT)) report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
    migrations = readFileSync(MIGRATION_LOG, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  }, 480_000);

  it.each(RELEASE_TESTS)('%s passes', (file) => {
    expect(report, `the release's test run left no report:\n${output}`).toBeDefined();
    const result = report!.testResults.find((r) => relative(TREE, r.name) === file);
    expect(result, `${file} did not run:\n${output}`).toBeDefined();
    const failed = result!.assertionResults.filter((a) => a.status === 'failed').map((a) => `${a.fullName}\n  ${a.failureMessages.join('\n  ').slice(0, 2_000)}`);
    expect(failed, `${LAST}'s code failed on this version's schema`).toEqual([]);
    expect(result!.status, result!.message).toBe('passed');
    expect(result!.assertionResults.filter((a) => a.status === 'passed').length).toBeGreaterThan(0);
  });

  it("ran on databases with every one of this version's migrations, and the release's migrator applied nothing", () => {
    const schemas = [...new Set(migrations.map((m) => m.schema))].sort();
    expect(schemas, output).toEqual([...SCHEMAS].sort());
    for (const schema of SCHEMAS) {
      const upgraded = new Set(migrations.filter((m) => m.schema === schema).flatMap((m) => m.upgraded));
      expect([...upgraded].sort(), schema).toEqual(currentMigrations(schema));
    }
    expect(migrations.flatMap((m) => m.release)).toEqual([]);
  });
});
