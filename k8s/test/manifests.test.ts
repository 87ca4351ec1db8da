/**
 * Renders every overlay with `kubectl kustomize` and checks what a cluster would run: every
 * deployable of the repository with its Deployment, Service, ServiceAccount, probes, resources and
 * restricted security context; Service ports that reach a container port; the environment each
 * process's own config schema demands; images named one way; autoscalers, disruption budgets,
 * migration Jobs, the Ingress and the remote list, NATS and PostgreSQL in the shape each overlay
 * promises; secrets referenced and documented, never committed.
 */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BaseConfig, ProcessConfig, type ServiceDefinition } from '@pms/service-kit';
import { GatewayConfig } from '@pms/gateway';
import { AuthConfig } from '@pms/svc-auth/service';
import { decodeKey } from '@pms/svc-reservations/service';
import { FrontEndConfig } from '../../scripts/front-end-server';
import {
  K8S,
  OVERLAYS,
  ROOT,
  IMAGE_REPOSITORY,
  containerEnv,
  deployables,
  find,
  finalStage,
  get,
  imageEnv,
  kubectlAvailable,
  manifestServices,
  matchesSelector,
  ofKind,
  parseYaml,
  readDockerfile,
  render,
  type Deployable,
  type K8sObject,
  type Overlay,
} from './support';

const hasKubectl = kubectlAvailable();
const deployDoc = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');

/** The service definition a `svc-*` folder exports from src/service.ts. */
async function serviceDefinition(dir: string): Promise<ServiceDefinition | undefined> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(join(ROOT, dir, 'src/service.ts'))) as Record<string, unknown>;
  } catch {
    return undefined; // a planned service: manifests before code
  }
  return Object.values(mod).find((v): v is ServiceDefinition => typeof v === 'object' && v !== null && 'migrationsDir' in v && 'createApp' in v);
}

/** Schema name of a service folder (`svc-rooms` → `rooms`); planned ones use their folder's suffix. */
async function schemaOf(service: string): Promise<string> {
  return (await serviceDefinition(service))?.schema ?? service.replace(/^svc-/, '');
}

/** Values like those docs/deploy.md tells the operator to create. */
const jwk = JSON.stringify({ ...generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }), kid: 'test-key' });
function secretSample(objects: K8sObject[]) {
  const roleOf = (secret: string) =>
    (get(objects, 'Cluster', 'pms-db').spec.managed.roles as K8sObject[]).find((r) => r.passwordSecret?.name === secret)?.name as string | undefined;
  return (secret: string, key: string): string | undefined => {
    if (secret === 'pms-jwt' && key === 'private.jwk') return jwk;
    if (secret === 'pms-card-key' && key === 'card-key') return randomBytes(32).toString('hex');
    if (secret === 'pms-gateway-secret' && key === 'gateway-secret') return randomBytes(32).toString('hex');
    if (secret.startsWith('pms-db-') && key === 'username') return roleOf(secret);
    if (secret.startsWith('pms-db-') && key === 'password') return randomBytes(24).toString('hex');
    return undefined;
  };
}

/** Keys a schema cannot do without (no default, not optional). */
function requiredKeys(schema: z.ZodType): string[] {
  // zod 4 internals: a pipe (transform, superRefine) keeps the object it wraps in def.in.
  type Inner = { def?: { in?: Inner }; shape?: Record<string, z.ZodType> };
  let s = schema as unknown as Inner;
  while (s.def?.in) s = s.def.in;
  const shape = s.shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const podSpec = (workload: K8sObject) => workload.spec.template.spec as K8sObject;
const containers = (workload: K8sObject) => podSpec(workload).containers as K8sObject[];
const workloads = (objects: K8sObject[]) => objects.filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind));

function containerPort(workload: K8sObject, port: string | number): number | undefined {
  for (const c of containers(workload)) {
    for (const p of (c.ports ?? []) as K8sObject[]) {
      if (p.name === port || p.containerPort === port) return p.containerPort as number;
    }
  }
  return undefined;
}

describe.skipIf(!hasKubectl)('rendered overlays', () => {
  const all = deployables();
  const services = manifestServices();

  describe.each(OVERLAYS)('%s', (overlay: Overlay) => {
    const objects = render(overlay);
    const deployment = (name: string) => get(objects, 'Deployment', name);

    it('renders without a committed Secret and into a namespace enforcing the restricted pod standard', () => {
      expect(ofKind(objects, 'Secret')).toEqual([]);
      const [ns] = ofKind(objects, 'Namespace');
      expect(ns?.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('restricted');
      for (const o of objects.filter((o) => o.kind !== 'Namespace')) expect(o.metadata.namespace, `${o.kind} ${o.metadata.name}`).toBe(ns?.metadata.name);
    });

    it.each(all.map((d) => [d.name, d] as const))('%s has a Deployment, Service and ServiceAccount of its name', (name, d: Deployable) => {
      const dep = deployment(name);
      expect(dep.metadata.labels['app.kubernetes.io/component']).toBe(d.kind);
      expect(find(objects, 'Service', name)).toBeDefined();
      const sa = get(objects, 'ServiceAccount', name);
      expect(podSpec(dep).serviceAccountName).toBe(name);
      expect(sa.automountServiceAccountToken).toBe(false);
      expect(podSpec(dep).automountServiceAccountToken).toBe(false);
    });

    it('has manifests only for deployables the repository holds (or announced services)', () => {
      const known = new Set([...all.map((d) => d.name), ...services]);
      const own = ofKind(objects, 'Deployment').map((d) => d.metadata.name as string);
      expect(own.filter((n) => !known.has(n))).toEqual([]);
      for (const s of services) expect(find(objects, 'Deployment', s), s).toBeDefined();
    });

    it('probes every deployable: /healthz for liveness, /readyz for readiness, on its own port', () => {
      for (const name of new Set([...all.map((d) => d.name), ...services])) {
        const dep = deployment(name);
        const [c] = containers(dep);
        expect(c?.livenessProbe?.httpGet?.path, name).toBe('/healthz');
        expect(c?.readinessProbe?.httpGet?.path, name).toBe('/readyz');
        expect(containerPort(dep, c?.livenessProbe.httpGet.port), name).toBeDefined();
        expect(containerPort(dep, c?.readinessProbe.httpGet.port), name).toBeDefined();
      }
      const nats = get(objects, 'StatefulSet', 'nats');
      expect(containers(nats)[0]?.livenessProbe?.httpGet?.path).toMatch(/^\/healthz/);
      expect(containers(nats)[0]?.readinessProbe?.httpGet?.path).toMatch(/^\/healthz/);
    });

    it('sets requests and limits, and a non-root, read-only, no-capability security context on every pod', () => {
      for (const w of workloads(objects)) {
        const label = `${w.kind} ${w.metadata.name}`;
        const pod = podSpec(w);
        expect(pod.securityContext?.runAsNonRoot, label).toBe(true);
        expect(pod.securityContext?.runAsUser, label).toBeGreaterThan(0);
        expect(pod.securityContext?.seccompProfile?.type, label).toBe('RuntimeDefault');
        for (const c of [...(pod.initContainers ?? []), ...pod.containers] as K8sObject[]) {
          for (const r of ['requests', 'limits']) for (const k of ['cpu', 'memory']) expect(c.resources?.[r]?.[k], `${label} ${r}.${k}`).toBeDefined();
          expect(c.securityContext?.readOnlyRootFilesystem, label).toBe(true);
          expect(c.securityContext?.allowPrivilegeEscalation, label).toBe(false);
          expect(c.securityContext?.capabilities?.drop, label).toEqual(['ALL']);
          expect(c.securityContext?.privileged, label).not.toBe(true);
        }
      }
    });

    it('runs each image as the user its Dockerfile declares', () => {
      for (const d of all) {
        const user = finalStage(readDockerfile(join(ROOT, d.name, 'Dockerfile'))).instructions.find((i) => i.keyword === 'USER')?.words[0];
        const sc = podSpec(deployment(d.name)).securityContext;
        expect(user, d.name).toBe(`${sc.runAsUser}:${sc.runAsGroup}`);
      }
    });

    it('gives every Service port the port its pods listen on, and selects exactly one workload', () => {
      for (const svc of ofKind(objects, 'Service')) {
        const selected = workloads(objects).filter((w) => matchesSelector(w.spec.template.metadata.labels, { matchLabels: svc.spec.selector }));
        expect(selected.map((w) => `${w.kind} ${w.metadata.name}`), `Service ${svc.metadata.name}`).toHaveLength(1);
        for (const p of svc.spec.ports as K8sObject[]) {
          const target = containerPort(selected[0] as K8sObject, p.targetPort ?? p.port);
          expect(target, `Service ${svc.metadata.name} port ${p.name}`).toBe(p.port);
        }
      }
    });

    it('names every image [registry/]hotel-pms/<deployable>:<tag>, the same registry for all, never latest', () => {
      const registries = new Set<string>();
      for (const name of new Set([...all.map((d) => d.name), ...services])) {
        const image = containers(deployment(name))[0]?.image as string;
        const m = new RegExp(`^(?:(.+)/)?${IMAGE_REPOSITORY}/([a-z0-9-]+):([\\w][\\w.-]*)$`).exec(image);
        expect(m, image).not.toBeNull();
        expect(m?.[2], image).toBe(name);
        expect(m?.[3], image).not.toBe('latest');
        registries.add(m?.[1] ?? '');
      }
      expect([...registries]).toHaveLength(1);
    });

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

    it('covers every deployable and NATS with a disruption budget that lets a node drain', () => {
      const pdbs = ofKind(objects, 'PodDisruptionBudget');
      for (const w of workloads(objects).filter((w) => w.kind !== 'Job')) {
        const covering = pdbs.filter((p) => matchesSelector(w.spec.template.metadata.labels, p.spec.selector));
        expect(covering.map((p) => p.metadata.name), `${w.kind} ${w.metadata.name}`).toHaveLength(1);
        expect(covering[0]?.spec.maxUnavailable, w.metadata.name).toBe(1);
      }
    });

    it('serves /api and /remotes.json from the gateway, each remote at its list entry, the shell everywhere else', () => {
      const [ingress] = ofKind(objects, 'Ingress');
      const paths = (ingress?.spec.rules[0].http.paths ?? []) as K8sObject[];
      const route = (path: string): string | undefined => {
        const exact = paths.find((p) => p.pathType === 'Exact' && p.path === path);
        if (exact) return exact.backend.service.name;
        const prefixes = paths
          .filter((p) => p.pathType === 'Prefix' && (p.path === '/' || path === p.path || path.startsWith(`${p.path.replace(/\/$/, '')}/`)))
          .sort((a, b) => b.path.length - a.path.length);
        return prefixes[0]?.backend.service.name;
      };
      for (const p of paths) {
        const svc = get(objects, 'Service', p.backend.service.name);
        const port = p.backend.service.port;
        expect((svc.spec.ports as K8sObject[]).some((sp) => sp.name === port.name || sp.port === port.number), p.path).toBe(true);
      }
      expect(route('/api/login')).toBe('gateway');
      expect(route('/api/hw/hotel_info/1')).toBe('gateway');
      expect(route('/remotes.json')).toBe('gateway');
      expect(route('/')).toBe('shell');
      expect(route('/reserve/new')).toBe('shell');
      expect(route('/main.js')).toBe('shell');
      expect(imageEnv('shell').BASE_PATH).toBe('/');

      const remotes = JSON.parse(get(objects, 'ConfigMap', containerRemotesConfigMap(objects)).data['remotes.json']) as { name: string; entry: string }[];
      const remoteDirs = all.filter((d) => d.name.startsWith('mfe-')).map((d) => d.name);
      expect(remotes.map((r) => `mfe-${r.name}`).sort()).toEqual(remoteDirs.sort());
      for (const r of remotes) {
        const base = imageEnv(`mfe-${r.name}`).BASE_PATH as string;
        expect(r.entry, r.name).toBe(`${base}mf-manifest.json`);
        for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_routes.0123abcd99.js']) {
          expect(route(`${base}${file}`), `${base}${file}`).toBe(`mfe-${r.name}`);
        }
      }
      if (overlay === 'prod') expect(ingress?.spec.tls?.[0]?.secretName).toBeDefined();
    });

    it('runs NATS with JetStream on persistent volumes, clustered as the overlay says', () => {
      const nats = get(objects, 'StatefulSet', 'nats');
      const replicas = nats.spec.replicas as number;
      expect(nats.spec.volumeClaimTemplates?.[0]?.spec.resources.requests.storage).toBeDefined();
      const volume = (podSpec(nats).volumes as K8sObject[]).find((v) => v.configMap)?.configMap.name as string;
      const conf = Object.values(get(objects, 'ConfigMap', volume).data as Record<string, string>)[0] as string;
      expect(conf).toMatch(/^jetstream\s*\{/m);
      expect(conf).toMatch(/store_dir:\s*\/data/);
      const routes = [...conf.matchAll(/nats:\/\/([\w.-]+):6222/g)].map((m) => m[1]);
      expect(routes).toEqual(replicas > 1 ? Array.from({ length: replicas }, (_, i) => `nats-${i}.${nats.spec.serviceName}`) : []);
      const config = get(objects, 'ConfigMap', configMapOf(objects, 'pms-config')).data as Record<string, string>;
      expect(Number(config.NATS_STREAM_REPLICAS)).toBe(replicas);
      expect(replicas).toBe(overlay === 'prod' ? 3 : 1);
      expect(get(objects, 'Cluster', 'pms-db').spec.instances).toBe(overlay === 'prod' ? 3 : 1);
    });

    if (overlay === 'dev') {
      it('runs one replica of everything, without autoscalers', () => {
        expect(ofKind(objects, 'HorizontalPodAutoscaler')).toEqual([]);
        for (const d of ofKind(objects, 'Deployment')) expect(d.spec.replicas, d.metadata.name).toBe(1);
      });
    }

    if (overlay === 'prod') {
      it('autoscales the gateway and every service from two replicas, and runs two of each front end', () => {
        const hpas = ofKind(objects, 'HorizontalPodAutoscaler');
        for (const name of ['gateway', ...services]) {
          const hpa = hpas.find((h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name);
          expect(hpa, name).toBeDefined();
          expect(hpa?.spec.minReplicas, name).toBeGreaterThanOrEqual(2);
          expect(hpa?.spec.maxReplicas, name).toBeGreaterThanOrEqual(hpa?.spec.minReplicas);
          // The autoscaler owns the count; a replicas field would reset it on every apply.
          expect(deployment(name).spec.replicas, name).toBeUndefined();
        }
        for (const d of all.filter((d) => d.kind === 'frontend')) expect(deployment(d.name).spec.replicas, d.name).toBeGreaterThanOrEqual(2);
      });

      it('keeps replicas of one deployable on different nodes, and NATS and PostgreSQL strictly so', () => {
        const deps = ofKind(objects, 'Deployment');
        for (const dep of deps) {
          const labels = dep.spec.template.metadata.labels as Record<string, string>;
          const terms = (podSpec(dep).affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []) as K8sObject[];
          const term = terms.find((t) => t.podAffinityTerm.topologyKey === 'kubernetes.io/hostname')?.podAffinityTerm;
          expect(term, dep.metadata.name).toBeDefined();
          const selector = {
            matchLabels: {
              ...term?.labelSelector.matchLabels,
              ...Object.fromEntries(((term?.matchLabelKeys ?? []) as string[]).map((k) => [k, labels[k]])),
            },
          };
          const selected = deps.filter((d) => matchesSelector(d.spec.template.metadata.labels, selector)).map((d) => d.metadata.name);
          expect(selected, dep.metadata.name).toEqual([dep.metadata.name]);
        }
        const nats = podSpec(get(objects, 'StatefulSet', 'nats')).affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution;
        expect(nats?.[0]?.topologyKey).toBe('kubernetes.io/hostname');
        expect(get(objects, 'Cluster', 'pms-db').spec.affinity.podAntiAffinityType).toBe('required');
      });
    }

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
});

function configMapOf(objects: K8sObject[], generated: string): string {
  const found = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name === generated || (c.metadata.name as string).startsWith(`${generated}-`));
  if (!found) throw new Error(`no ConfigMap ${generated}`);
  return found.metadata.name as string;
}

/** The ConfigMap the gateway's REMOTES comes from. */
function containerRemotesConfigMap(objects: K8sObject[]): string {
  const env = (get(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].env ?? []) as K8sObject[];
  return env.find((e) => e.name === 'REMOTES')?.valueFrom.configMapKeyRef.name as string;
}

describe('manifests as files', () => {
  const yamlFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const path = join(dir, f);
      if (statSync(path).isDirectory()) return f === 'test' ? [] : yamlFiles(path);
      return /\.ya?ml$/.test(f) ? [path] : [];
    });

  it('parse as YAML, each object with an apiVersion, kind and name (also where kubectl is missing)', () => {
    const files = yamlFiles(K8S);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const o of parseYaml(readFileSync(file, 'utf8'), relative(ROOT, file))) {
        if (Array.isArray(o)) continue; // a JSON patch
        expect(o.apiVersion, relative(ROOT, file)).toBeDefined();
        expect(o.kind, relative(ROOT, file)).toBeDefined();
        if (o.kind !== 'Kustomization' && o.kind !== 'Component') expect(o.metadata?.name, relative(ROOT, file)).toBeDefined();
      }
    }
  });

  it('exist for every deployable of the repository', () => {
    const names = new Set(yamlFiles(join(K8S, 'base')).flatMap((f) => parseYaml(readFileSync(f, 'utf8'), f).filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name)));
    for (const d of deployables()) expect(names.has(d.name), d.name).toBe(true);
  });
});

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
