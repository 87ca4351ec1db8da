/**
 * long-file: one Dockerfile-and-bundle proof per image kind (node app, front end), sharing their build set-up.
 * The container images, proven as far as a machine without a Docker engine can: each Dockerfile
 * builds from the repository root with sources that exist and are not ignored, runs the entry its
 * build produces, as the non-root user the manifests expect; each bundle really builds with the
 * same script, carries its migrations where the code looks for them, migrates a fresh database as
 * the service's own role (and that role cannot touch another service's schema), and a bundled
 * service starts, answers its probes and drains on SIGTERM.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, matchesGlob } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBus, createTestDatabase, testId, type TestDatabase } from '@pms/service-kit/testing';
import { bundle, workspaceBundle, KIT_MIGRATIONS, type BundleResult } from '../../scripts/bundle-service';
import { dockerfileOf, finalStage, imageBuilds, stageEnv, type Dockerfile, type Stage } from './dockerfile';
import { K8S, ROOT, deployables, startBundle } from './support';

const all = deployables();
const services = all.filter((d) => d.kind === 'service').map((d) => d.name);
const nodeOnly = all.filter((d) => d.kind !== 'frontend').map((d) => d.name);
const work = mkdtempSync(join(tmpdir(), 'pms-images-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
/** Whether the build context leaves `path` out (it, or a folder above it, matches a pattern). */
function isIgnored(path: string): boolean {
  const parts = path.replace(/\/$/, '').split('/');
  return parts.some((_, i) => ignored.some((pattern) => matchesGlob(parts.slice(0, i + 1).join('/'), pattern)));
}

function buildStage(file: Dockerfile): Stage {
  const stage = file.stages.find((s) => s.name === 'build');
  if (!stage) throw new Error('no build stage');
  return stage;
}

/** Folders and files the build stage copies from the context (its COPY sources). */
function copiedSources(file: Dockerfile): string[] {
  return file.stages.flatMap((s) => s.instructions.filter((i) => i.keyword === 'COPY' && !i.flags.from).flatMap((i) => i.words.slice(0, -1)));
}

it('builds every image from two Dockerfiles: one for the gateway and services, one for the front ends', () => {
  const dockerfiles = globSync('**/{Dockerfile,*.Dockerfile}', { cwd: ROOT, exclude: (p) => p.includes('node_modules') || p.startsWith('.') }).sort();
  expect(dockerfiles).toEqual(['docker/front-end.Dockerfile', 'docker/node-app.Dockerfile']);
  expect([...imageBuilds().keys()].sort()).toEqual(all.map((d) => d.name).sort());
});

describe.each(all.map((d) => [d.name, d.kind] as const))('the %s image', (name, kind) => {
  const build = imageBuilds().get(name);
  const file = build && dockerfileOf(name);
  const final = file && finalStage(file);

  it('is built from its kind\'s Dockerfile, whose syntax has COPY --parents', () => {
    expect(build?.dockerfile).toBe(kind === 'frontend' ? 'docker/front-end.Dockerfile' : 'docker/node-app.Dockerfile');
    expect(build?.context).toBe('.');
    expect(build?.buildArgs.DEPLOYABLE).toBe(name);
    expect(file?.syntax).toBe('docker/dockerfile:1.20');
  });

  it('builds on Node 24 and runs on distroless Node 24 as uid 65532, without HEALTHCHECK', () => {
    expect(file?.stages[0]?.from).toMatch(/^node:24(\.|-|$)/);
    expect(final?.from).toBe('gcr.io/distroless/nodejs24-debian12:nonroot');
    expect(final?.instructions.find((i) => i.keyword === 'USER')?.words).toEqual(['65532:65532']);
    expect(file?.stages.flatMap((s) => s.instructions).some((i) => i.keyword === 'HEALTHCHECK')).toBe(false);
  });

  it('copies only sources that exist and that .dockerignore keeps', () => {
    for (const source of copiedSources(file as Dockerfile)) {
      const matches = /[*?[]/.test(source) ? globSync(source, { cwd: ROOT, exclude: (p) => p.includes('node_modules') }) : [source];
      expect(matches.length, source).toBeGreaterThan(0);
      for (const m of matches) {
        expect(existsSync(join(ROOT, m)), m).toBe(true);
        expect(isIgnored(m), `${m} is in .dockerignore`).toBe(false);
      }
    }
    // …and every workspace's package.json reaches `npm ci`, or the lockfile would not match.
    const manifests = globSync(['*/package.json', 'packages/*/package.json'], { cwd: ROOT, exclude: (p) => p.includes('node_modules') });
    for (const m of manifests) expect(isIgnored(m), m).toBe(false);
  });

  it('builds its own workspace and starts what the build produced', () => {
    const build = buildStage(file as Dockerfile);
    const runs = build.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n');
    const copyFromBuild = final?.instructions.filter((i) => i.keyword === 'COPY' && i.flags.from === 'build').map((i) => i.words) ?? [];
    expect(final?.instructions.find((i) => i.keyword === 'WORKDIR')?.words).toEqual(['/app']);
    // The gateway and the services trade source-mapped stack traces and V8's default young generation
    // and heap growth for memory (docker/node-app.Dockerfile, docs/performance.md "Memory"); the front ends' server keeps them.
    expect(final?.instructions.find((i) => i.keyword === 'ENTRYPOINT')?.words).toEqual(
      kind === 'frontend' ? ['/nodejs/bin/node', '--enable-source-maps'] : ['/nodejs/bin/node', '--max-semi-space-size=2', '--max-old-space-size=256'],
    );
    if (kind !== 'frontend') expect(stageEnv(final as Stage).MALLOC_ARENA_MAX).toBe('2');
    expect(final?.instructions.find((i) => i.keyword === 'CMD')?.words).toEqual(['dist/index.js']);
    expect(build.instructions.some((i) => i.keyword === 'COPY' && i.words[0] === `${name}/`)).toBe(true);
    if (kind === 'frontend') {
      expect(runs).toContain(`npm run build --workspace ${name}`);
      expect(runs).toContain('node scripts/bundle-service.ts --entry scripts/front-end-server.ts --outdir build/front-end-server');
      expect(copyFromBuild).toContainEqual(['/repo/build/front-end-server/', './dist/']);
      expect(copyFromBuild).toContainEqual([`/repo/${name}/dist/`, './public/']);
      const env = stageEnv(final as Stage);
      expect(env.STATIC_DIR).toBe('/app/public');
      expect(env.BASE_PATH).toBe(name === 'shell' ? '/' : `/mfe/${name.replace(/^mfe-/, '')}/`);
      expect(readFileSync(join(ROOT, name, 'package.json'), 'utf8')).toMatch(/"build":\s*"webpack --mode production"/);
    } else {
      expect(runs).toBe(`node scripts/bundle-service.ts ${name}`);
      expect(copyFromBuild).toEqual([[`/repo/${name}/dist/`, './dist/']]);
    }
    expect(final?.instructions.find((i) => i.keyword === 'EXPOSE')?.words).toEqual([stageEnv(final as Stage).PORT]);
  });

  it('is built by the script docs/deploy.md runs and named in both overlays', () => {
    expect(readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8')).toContain('scripts/build-images.sh');
    expect(build?.tag).toBe(`hotel-pms/${name}:test`);
    for (const overlay of ['dev', 'prod']) {
      expect(readFileSync(join(K8S, 'overlays', overlay, 'kustomization.yaml'), 'utf8'), overlay).toContain(`- name: hotel-pms/${name}\n`);
    }
  });
});

describe('bundles', () => {
  const bundles = new Map<string, BundleResult>();
  beforeAll(async () => {
    for (const name of nodeOnly) bundles.set(name, await bundle(await workspaceBundle(name, join(work, name))));
    bundles.set('front-end-server', await bundle({ entries: { index: join(ROOT, 'scripts/front-end-server.ts') }, outdir: join(work, 'front-end-server') }));
  }, 120_000);

  it.each(nodeOnly)('%s bundles into dist/index.js from sources its Dockerfile copies', (name) => {
    const result = bundles.get(name) as BundleResult;
    expect(result.files).toContain('index.js');
    const copied = copiedSources(dockerfileOf(name));
    const outside = result.inputs.filter((f) => !f.startsWith('node_modules/') && !copied.some((c) => f === c || (c.endsWith('/') && f.startsWith(c))));
    expect(outside, 'sources the image build would not have').toEqual([]);
  });

  it('bundles the front-end server from sources the front-end Dockerfiles copy', () => {
    const result = bundles.get('front-end-server') as BundleResult;
    for (const d of all.filter((d) => d.kind === 'frontend')) {
      const copied = copiedSources(dockerfileOf(d.name));
      const outside = result.inputs.filter((f) => !f.startsWith('node_modules/') && !copied.some((c) => f === c || (c.endsWith('/') && f.startsWith(c))));
      expect(outside, d.name).toEqual([]);
    }
  });

  it.each(services)('%s carries its own and the kit migrations where the bundle looks for them', (name) => {
    const out = join(work, name);
    const sql = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
    expect(sql(join(out, 'db/migrations'))).toEqual(sql(join(ROOT, name, 'src/db/migrations')));
    expect(sql(join(out, 'kit-migrations'))).toEqual(sql(KIT_MIGRATIONS));
  });

  it('bundles svc-auth create-user as a command of its image', () => {
    if (!services.includes('svc-auth')) return;
    expect(bundles.get('svc-auth')?.files).toContain('create-user.js');
  });

  describe('against a fresh database, as each service role of postgres/bootstrap.sql', () => {
    let db: TestDatabase;
    let admin: postgres.Sql;
    const prefix = testId();
    const password = 'k8s-test-password';
    /** bootstrap.sql with this run's role names: roles are global to the server, tests are not. */
    const role = (service: string) => `${prefix}_${service}`;
    const asRole = (service: string) => {
      const url = new URL(db.url);
      url.username = role(service);
      url.password = password;
      return url.toString();
    };
    const serviceNames = ['auth', 'reservations', 'rooms', 'billing'];

    beforeAll(async () => {
      db = await createTestDatabase();
      admin = postgres(db.url, { max: 1, onnotice: () => {} });
      const sql = readFileSync(join(K8S, 'base/postgres/bootstrap.sql'), 'utf8').replace(/\bpms_(\w+)\b/g, (_, s: string) => role(s));
      await admin.unsafe(sql);
      // What the Cluster's managed.roles does once the database is up.
      for (const s of serviceNames) await admin.unsafe(`alter role ${role(s)} login password '${password}'`);
    });
    afterAll(async () => {
      await admin?.end();
      await db?.drop();
      const server = postgres(process.env.DATABASE_URL as string, { max: 1, onnotice: () => {} });
      for (const s of serviceNames) await server.unsafe(`drop role if exists ${role(s)}`);
      await server.end();
    });

    const migrate = (service: string) =>
      spawnSync(process.execPath, ['--enable-source-maps', join(work, service, 'index.js'), 'migrate'], {
        env: { PATH: process.env.PATH, DATABASE_URL: asRole(service.replace(/^svc-/, '')), LOG_LEVEL: 'info' },
        encoding: 'utf8',
        timeout: 60_000,
      });

    it.each(services)('`node dist/index.js migrate` of %s applies its schema once', (service) => {
      const first = migrate(service);
      expect(first.status, first.stderr + first.stdout).toBe(0);
      expect(first.stdout).toContain('migrations applied');
      const second = migrate(service);
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toContain('schema is up to date');
    });

    it("keeps each service's role out of the other schemas and out of public", async () => {
      const [first, second] = services;
      if (!first || !second) return;
      for (const s of services) expect(migrate(s).status).toBe(0);
      const own = first.replace(/^svc-/, '');
      const other = second.replace(/^svc-/, '');
      const sql = postgres(asRole(own), { max: 1, onnotice: () => {} });
      try {
        await expect(sql.unsafe(`select * from ${own}.schema_migrations`)).resolves.toBeDefined();
        await expect(sql.unsafe(`select * from ${other}.schema_migrations`)).rejects.toThrow(/permission denied for schema/);
        await expect(sql.unsafe('create table public.intruder (id int)')).rejects.toThrow(/permission denied for schema/);
      } finally {
        await sql.end();
      }
    });

    // A whole service process needs NATS (distributed mode); without NATS_URL this run has none.
    it.skipIf(!process.env.NATS_URL || !services.includes('svc-rooms'))(
      'the bundled svc-rooms starts, answers /healthz and /readyz, and drains on SIGTERM',
      async () => {
        expect(migrate('svc-rooms').status).toBe(0);
        const namespace = testId();
        const { child, port, exited } = await startBundle(join(work, 'svc-rooms', 'index.js'), {
          NODE_ENV: 'production',
          DATABASE_URL: asRole('rooms'),
          NATS_URL: process.env.NATS_URL,
          BUS_NAMESPACE: namespace,
          HOST: '127.0.0.1',
          PORT: '0',
          MIGRATE_ON_START: 'false',
        });
        try {
          const health = await fetch(`http://127.0.0.1:${port}/healthz`);
          expect(health.status).toBe(200);
          const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
          expect(ready.status).toBe(200);
          child.kill('SIGTERM');
          expect(await exited).toBe(0);
        } finally {
          child.kill('SIGKILL');
          await (await createTestBus('nats', { namespace })).close();
        }
      },
    );
  });
});
