/**
 * Renders every overlay and checks what each process is given: the environment its own config
 * schema demands, in-cluster URLs that reach a Service, its own PostgreSQL role and schema, the
 * migration Job per service, and only Secrets docs/deploy.md tells how to create.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { BaseConfig, ProcessConfig } from '@pms/service-kit';
import { GatewayConfig } from '@pms/gateway';
import { FrontEndConfig } from '../../scripts/front-end-server';
import { issues, requiredKeys, schemaOf, serviceDefinition } from './config-schemas';
import { imageEnv } from './dockerfile';
import { deployables, find, get, manifestServices, matchesSelector, ofKind, ROOT, type K8sObject } from './support';
import { containerEnv, containerPort, containers, describeOverlays, podSpec, secretSample, workloads } from './workloads';

const all = deployables();
const services = manifestServices();
const deployDoc = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');

describeOverlays((overlay, objects) => {
  const deployment = (name: string) => get(objects, 'Deployment', name);

it('provides every variable each process needs, with values its own config schema accepts', async () => {
  const sample = secretSample(objects);
  const check = (label: string, container: K8sObject, base: Record<string, string>, schemas: z.ZodType[]) => {
    const { env, missing } = containerEnv(container, objects, base, sample);
    expect(missing, label).toEqual([]);
    for (const schema of schemas) {
      for (const key of requiredKeys(schema)) expect(env[key], `${label}: ${key}`).toBeDefined();
      expect(issues(schema.safeParse(env)), label).toEqual([]);
    }
    return env;
  };
  for (const d of all) {
    const [c] = containers(deployment(d.name));
    const schemas =
      d.kind === 'gateway'
        ? [GatewayConfig]
        : d.kind === 'frontend'
          ? [FrontEndConfig]
          : [((await serviceDefinition(d.name))?.configSchema ?? BaseConfig) as z.ZodType, ProcessConfig];
    const env = check(d.name, c as K8sObject, imageEnv(d.name), schemas);
    expect(Number(env.PORT ?? 8080), `${d.name} PORT`).toBe(containerPort(deployment(d.name), 'http'));
    expect(env.HOST, `${d.name} HOST`).toBe('0.0.0.0');
    expect(env.NODE_ENV, `${d.name} NODE_ENV`).toBe('production');
  }
  for (const s of services) {
    const base = imageEnv(s);
    const [c] = containers(deployment(s));
    check(s, c as K8sObject, base, [BaseConfig, ProcessConfig]);
    const [job] = containers(get(objects, 'Job', `${s}-migrate`));
    check(`${s}-migrate`, job as K8sObject, base, [BaseConfig.pick({ DATABASE_URL: true, LOG_LEVEL: true })]);
  }
});

it('points every in-cluster URL at a Service and port that exist', () => {
  const sample = secretSample(objects);
  const cluster = get(objects, 'Cluster', 'pms-db');
  for (const w of workloads(objects)) {
    for (const c of containers(w)) {
      const { env } = containerEnv(c, objects, {}, sample);
      for (const [key, value] of Object.entries(env)) {
        if (!/^(https?|nats|postgres):\/\//.test(value)) continue;
        const url = new URL(value);
        const label = `${w.metadata.name} ${key}=${value}`;
        if (url.protocol === 'postgres:') {
          expect(url.hostname, label).toBe(`${cluster.metadata.name}-rw`);
          expect(url.pathname, label).toBe(`/${cluster.spec.bootstrap.initdb.database}`);
          continue;
        }
        const svc = find(objects, 'Service', url.hostname);
        expect(svc, label).toBeDefined();
        const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
        expect((svc?.spec.ports as K8sObject[]).map((p) => p.port), label).toContain(port);
      }
    }
  }
});

it('connects each service to PostgreSQL as its own role, which owns only its schema, with the server certificate checked', async () => {
  const cluster = get(objects, 'Cluster', 'pms-db');
  const roles = cluster.spec.managed.roles as K8sObject[];
  const ref = cluster.spec.bootstrap.initdb.postInitApplicationSQLRefs.configMapRefs[0];
  const sql = get(objects, 'ConfigMap', ref.name).data[ref.key] as string;
  const seen = new Set<string>();
  for (const s of services) {
    for (const w of [deployment(s), get(objects, 'Job', `${s}-migrate`)]) {
      const [c] = containers(w);
      const userRef = (c?.env as K8sObject[]).find((e) => e.name === 'DB_USER')?.valueFrom.secretKeyRef;
      const role = roles.find((r) => r.passwordSecret?.name === userRef?.name);
      expect(role, `${w.metadata.name}: a managed role whose password is in ${userRef?.name}`).toBeDefined();
      expect(role?.login).toBe(true);
      const schema = await schemaOf(s);
      expect(sql).toContain(`CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${role?.name};`);
      const ca = (c?.env as K8sObject[]).find((e) => e.name === 'NODE_EXTRA_CA_CERTS')?.value as string;
      const mount = (c?.volumeMounts as K8sObject[]).find((m) => ca.startsWith(`${m.mountPath}/`));
      const volume = (podSpec(w).volumes as K8sObject[]).find((v) => v.name === mount?.name);
      expect(volume?.secret?.secretName, w.metadata.name).toBe(`${cluster.metadata.name}-ca`);
      expect((c?.env as K8sObject[]).find((e) => e.name === 'DATABASE_URL')?.value).toContain('sslmode=verify-full');
      seen.add(role?.name);
    }
  }
  expect(seen.size, 'one role per service').toBe(services.length);
});

it('runs a migration Job per service with the service image and `node dist/index.js migrate`', () => {
  for (const s of services) {
    const job = get(objects, 'Job', `${s}-migrate`);
    const [c] = containers(job);
    expect(c?.image).toBe(containers(deployment(s))[0]?.image);
    expect(c?.args).toEqual(['dist/index.js', 'migrate']);
    expect(['Never', 'OnFailure']).toContain(podSpec(job).restartPolicy);
    const env = (containers(deployment(s))[0]?.env ?? []) as K8sObject[];
    expect(env.find((e) => e.name === 'MIGRATE_ON_START')?.value, s).toBe('false');
    // The Job's pods are not the Service's: it must never receive traffic.
    expect(matchesSelector(job.spec.template.metadata.labels, { matchLabels: get(objects, 'Service', s).spec.selector })).toBe(false);
  }
});

it('references only Secrets docs/deploy.md tells how to create (or the operator makes)', () => {
  const cluster = get(objects, 'Cluster', 'pms-db');
  const operatorMade = new Set([`${cluster.metadata.name}-ca`]);
  const refs: { secret: string; key?: string }[] = [];
  for (const w of workloads(objects)) {
    for (const c of containers(w)) {
      for (const e of (c.env ?? []) as K8sObject[]) if (e.valueFrom?.secretKeyRef) refs.push({ secret: e.valueFrom.secretKeyRef.name, key: e.valueFrom.secretKeyRef.key });
    }
    for (const v of (podSpec(w).volumes ?? []) as K8sObject[]) if (v.secret) refs.push({ secret: v.secret.secretName });
  }
  for (const r of cluster.spec.managed.roles as K8sObject[]) refs.push({ secret: r.passwordSecret.name, key: 'password' });
  for (const t of (ofKind(objects, 'Ingress')[0]?.spec.tls ?? []) as K8sObject[]) refs.push({ secret: t.secretName });
  for (const { secret, key } of refs) {
    if (operatorMade.has(secret)) continue;
    const db = /^pms-db-(\w+)$/.exec(secret);
    const named = deployDoc.includes(secret) || (db !== null && deployDoc.includes('pms-db-$svc') && new RegExp(`for svc in [^\\n]*\\b${db[1]}\\b`).test(deployDoc));
    expect(named, `docs/deploy.md creates Secret ${secret}`).toBe(true);
    if (key) expect(deployDoc, `docs/deploy.md sets ${secret} key ${key}`).toMatch(new RegExp(`--from-(literal|file)=${key.replace('.', '\\.')}=`));
  }
});
});
