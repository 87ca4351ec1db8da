/**
 * What the deployment tests share: which deployables the repository has, the rendered overlays,
 * and a bundle run as a process. The Dockerfiles read as data are in dockerfile.ts; the rendered
 * workloads and the environment a container would really get, in workloads.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const ROOT = resolve(import.meta.dirname, '../..');
export const K8S = join(ROOT, 'k8s');
export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** What every image is called: `[registry/]hotel-pms/<deployable>`. */
export const IMAGE_REPOSITORY = 'hotel-pms';

// ---------------------------------------------------------------------------------------------
// Deployables

type DeployableKind = 'gateway' | 'service' | 'frontend';
export interface Deployable {
  /** Its folder, and the name of its image, Deployment, Service and ServiceAccount. */
  name: string;
  kind: DeployableKind;
}

/** Services announced by docs/architecture.md that have manifests before their code lands. */
const PLANNED_SERVICES = ['svc-billing'];

const dirs = () => readdirSync(ROOT, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Every deployable the repository holds: the gateway, each `svc-*` with an entry point, the shell and each `mfe-*`. */
export function deployables(): Deployable[] {
  // A service is deployable once its entry and its definition are there (a folder being written is not yet).
  const services = dirs().filter((d) => d.startsWith('svc-') && ['src/index.ts', 'src/service.ts'].every((f) => existsSync(join(ROOT, d, f))));
  const frontEnds = dirs().filter((d) => (d === 'shell' || d.startsWith('mfe-')) && existsSync(join(ROOT, d, 'webpack.config.ts')));
  return [
    { name: 'gateway', kind: 'gateway' as const },
    ...services.sort().map((name) => ({ name, kind: 'service' as const })),
    ...frontEnds.sort().map((name) => ({ name, kind: 'frontend' as const })),
  ];
}

/** Services with manifests: those in the repository and the planned ones not there yet. */
export function manifestServices(): string[] {
  const present = deployables().filter((d) => d.kind === 'service').map((d) => d.name);
  return [...new Set([...present, ...PLANNED_SERVICES])].sort();
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** A Kubernetes object as parsed YAML; the tests read it by path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary manifests; each test checks the shape it reads
export type K8sObject = Record<string, any>;

export function kubectlAvailable(): boolean {
  const r = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  return r.status === 0;
}

export function parseYaml(text: string, source: string): K8sObject[] {
  return parseAllDocuments(text).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${source}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as K8sObject | null;
    return value ? [value] : [];
  });
}

const rendered = new Map<string, K8sObject[]>();

/** `kubectl kustomize k8s/overlays/<overlay>`, parsed. */
export function render(overlay: Overlay): K8sObject[] {
  const cached = rendered.get(overlay);
  if (cached) return cached;
  const r = spawnSync('kubectl', ['kustomize', join(K8S, 'overlays', overlay)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${r.stderr}`);
  const objects = parseYaml(r.stdout, overlay);
  rendered.set(overlay, objects);
  return objects;
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject | undefined {
  return objects.find((o) => o.kind === kind && o.metadata?.name === name);
}

export function get(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = find(objects, kind, name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

export const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);

export function matchesSelector(labels: Record<string, string> = {}, selector: K8sObject | undefined): boolean {
  if (!selector) return false;
  for (const [k, v] of Object.entries((selector.matchLabels ?? {}) as Record<string, string>)) if (labels[k] !== v) return false;
  for (const e of (selector.matchExpressions ?? []) as { key: string; operator: string; values?: string[] }[]) {
    const has = e.key in labels;
    const value = labels[e.key];
    const values = e.values ?? [];
    if (e.operator === 'In' && !(has && values.includes(value as string))) return false;
    if (e.operator === 'NotIn' && has && values.includes(value as string)) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}
// ---------------------------------------------------------------------------------------------
// A bundle as a process

export interface Started {
  child: ChildProcess;
  /** The port it logged (`PORT=0` lets it pick one). */
  port: number;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
}

/** Runs `node <bundle>` with exactly `env` and waits for the log line naming its port. */
export async function startBundle(bundleFile: string, env: Record<string, string | undefined>): Promise<Started> {
  const child = spawn(process.execPath, [bundleFile], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The app's own "… on http://host:port" line: other lines may carry a port too (a metrics port already
      // taken logs its error's `port`).
      const m = /^.*"port":(\d+).*on http:\/\/.*$/m.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return { child, port, exited };
}
