/**
 * The rendered overlays read as a cluster would run them: the workloads and their containers, the
 * ports they listen on, the ConfigMaps kustomize generated, and the environment a container starts
 * with (with Secrets made the way docs/deploy.md makes them).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { find, get, kubectlAvailable, ofKind, OVERLAYS, render, type K8sObject, type Overlay } from './support';

/**
 * Declares `checks` for every overlay (as 'rendered overlays' › overlay), with its rendered objects;
 * skipped where kubectl is missing.
 */
export function describeOverlays(checks: (overlay: Overlay, objects: K8sObject[]) => void): void {
  describe.skipIf(!kubectlAvailable())('rendered overlays', () => {
    describe.each(OVERLAYS)('%s', (overlay: Overlay) => checks(overlay, render(overlay)));
  });
}

export const podSpec = (workload: K8sObject) => workload.spec.template.spec as K8sObject;
export const containers = (workload: K8sObject) => podSpec(workload).containers as K8sObject[];
export const workloads = (objects: K8sObject[]) => objects.filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind));

export function containerPort(workload: K8sObject, port: string | number): number | undefined {
  for (const c of containers(workload)) {
    for (const p of (c.ports ?? []) as K8sObject[]) {
      if (p.name === port || p.containerPort === port) return p.containerPort as number;
    }
  }
  return undefined;
}

/** The name kustomize gave the ConfigMap it generated as `generated` (a hash suffix is added). */
export function configMapOf(objects: K8sObject[], generated: string): string {
  const found = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name === generated || (c.metadata.name as string).startsWith(`${generated}-`));
  if (!found) throw new Error(`no ConfigMap ${generated}`);
  return found.metadata.name as string;
}

/** The ConfigMap the gateway's REMOTES comes from. */
export function containerRemotesConfigMap(objects: K8sObject[]): string {
  const env = (get(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].env ?? []) as K8sObject[];
  return env.find((e) => e.name === 'REMOTES')?.valueFrom.configMapKeyRef.name as string;
}

/** Values like those docs/deploy.md tells the operator to create. */
const jwk = JSON.stringify({ ...generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }), kid: 'test-key' });
export function secretSample(objects: K8sObject[]) {
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

/** A value for a Secret's key, as `kubectl create secret` in docs/deploy.md would make it. */
export type SecretSample = (secret: string, key: string) => string | undefined;

/**
 * The environment a container starts with: the image's ENV, then `envFrom`, then `env` in order,
 * `$(VAR)` expanded as the kubelet does. ConfigMaps come from the rendered objects; Secrets from
 * `sample` (undefined: the reference is reported in `missing`).
 */
export function containerEnv(
  container: K8sObject,
  objects: K8sObject[],
  base: Record<string, string>,
  sample: SecretSample,
): { env: Record<string, string>; missing: string[] } {
  const env: Record<string, string> = { ...base };
  const missing: string[] = [];
  const configMap = (name: string) => find(objects, 'ConfigMap', name)?.data as Record<string, string> | undefined;
  for (const from of (container.envFrom ?? []) as K8sObject[]) {
    if (from.configMapRef) {
      const data = configMap(from.configMapRef.name);
      if (!data) missing.push(`ConfigMap ${from.configMapRef.name}`);
      Object.assign(env, data ?? {});
    } else if (from.secretRef) {
      missing.push(`envFrom Secret ${from.secretRef.name} (list its keys in env instead)`);
    }
  }
  for (const e of (container.env ?? []) as K8sObject[]) {
    if (typeof e.value === 'string') {
      env[e.name] = e.value.replace(/\$\((\w+)\)/g, (whole: string, name: string) => env[name] ?? whole);
    } else if (e.valueFrom?.secretKeyRef) {
      const { name, key, optional } = e.valueFrom.secretKeyRef;
      const value = sample(name, key);
      if (value !== undefined) env[e.name] = value;
      else if (!optional) missing.push(`Secret ${name} key ${key}`);
    } else if (e.valueFrom?.configMapKeyRef) {
      const { name, key, optional } = e.valueFrom.configMapKeyRef;
      const value = configMap(name)?.[key];
      if (value !== undefined) env[e.name] = value;
      else if (!optional) missing.push(`ConfigMap ${name} key ${key}`);
    } else if (e.valueFrom?.fieldRef) {
      env[e.name] = `field:${e.valueFrom.fieldRef.fieldPath}`;
    }
  }
  return { env, missing };
}
