/**
 * Renders every overlay with `kubectl kustomize` and checks the workloads a cluster would run: every
 * deployable of the repository with its Deployment, Service and ServiceAccount, probes, resources and
 * restricted security context; Service ports that reach a container port; images named one way.
 */
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { dockerfileOf, finalStage } from './dockerfile';
import { deployables, find, get, IMAGE_REPOSITORY, K8S, manifestServices, matchesSelector, ofKind, type Deployable, type K8sObject } from './support';
import { containerPort, containers, describeOverlays, podSpec, workloads } from './workloads';

const all = deployables();
const services = manifestServices();

describeOverlays((overlay, objects) => {
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
    const user = finalStage(dockerfileOf(d.name)).instructions.find((i) => i.keyword === 'USER')?.words[0];
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
});

it('writes what every workload shares once, in the workload-defaults component, not in each deployable', () => {
  const shared = ['securityContext:', 'livenessProbe:', 'readinessProbe:', 'startupProbe:', 'preStop:', 'strategy:', 'terminationGracePeriodSeconds:', 'revisionHistoryLimit:'];
  const files = globSync(['base/gateway.yaml', 'base/services/*.yaml', 'base/front-ends/*.yaml'], { cwd: K8S });
  expect(files.length).toBeGreaterThanOrEqual(all.length);
  for (const file of files) {
    const text = readFileSync(join(K8S, file), 'utf8');
    for (const field of shared) expect(text.includes(field), `${file} repeats ${field}`).toBe(false);
  }
  expect(readFileSync(join(K8S, 'base/kustomization.yaml'), 'utf8')).toContain('- ../components/workload-defaults');
});
