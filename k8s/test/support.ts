/**
 * What the deployment tests share: which deployables the repository has, the rendered overlays,
 * the Dockerfiles read as data, and the environment a container would really get.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

export type DeployableKind = 'gateway' | 'service' | 'frontend';
export interface Deployable {
  /** Its folder, and the name of its image, Deployment, Service and ServiceAccount. */
  name: string;
  kind: DeployableKind;
}

/** Services announced by docs/architecture.md that have manifests before their code lands. */
export const PLANNED_SERVICES = ['svc-billing'];

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
// Dockerfiles

export interface Instruction {
  keyword: string;
  /** The arguments' text, continuation lines joined. */
  args: string;
  /** `--name=value` flags at the start of the arguments. */
  flags: Record<string, string>;
  /** The arguments after the flags: JSON arrays parsed, otherwise split on whitespace. */
  words: string[];
}
export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}
export interface Dockerfile {
  syntax?: string;
  args: Record<string, string>;
  stages: Stage[];
}

export function readDockerfile(path: string): Dockerfile {
  const text = readFileSync(path, 'utf8');
  const syntax = /^#\s*syntax=(\S+)/.exec(text)?.[1];
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw) && !pending) continue;
    if (raw.trimEnd().endsWith('\\')) {
      pending += raw.trimEnd().slice(0, -1) + ' ';
      continue;
    }
    const line = (pending + raw).trim();
    pending = '';
    if (line) lines.push(line);
  }
  const file: Dockerfile = { syntax, args: {}, stages: [] };
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const flags: Record<string, string> = {};
    let body = rest;
    for (let m = /^--([a-z-]+)(?:=(\S+))?\s+/.exec(body); m; m = /^--([a-z-]+)(?:=(\S+))?\s+/.exec(body)) {
      flags[m[1] as string] = m[2] ?? 'true';
      body = body.slice(m[0].length);
    }
    const words = body.startsWith('[') ? (JSON.parse(body) as string[]) : body.split(/\s+/).filter(Boolean);
    const instruction: Instruction = { keyword: keyword.toUpperCase(), args: rest, flags, words };
    if (instruction.keyword === 'FROM') {
      const from = (words[0] ?? '').replace(/\$\{(\w+)\}/g, (_, name: string) => file.args[name] ?? '');
      file.stages.push({ from, name: words[2], instructions: [] });
    } else if (instruction.keyword === 'ARG' && file.stages.length === 0) {
      const [name, value = ''] = (words[0] ?? '').split('=');
      file.args[name as string] = value;
    } else {
      file.stages.at(-1)?.instructions.push(instruction);
    }
  }
  return file;
}

/** `ENV A=1 B=2` lines of a stage, as a map. */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of stage.instructions.filter((i) => i.keyword === 'ENV')) {
    for (const pair of i.words) {
      const [k, ...v] = pair.split('=');
      env[k as string] = v.join('=');
    }
  }
  return env;
}

export const finalStage = (file: Dockerfile): Stage => file.stages.at(-1) as Stage;

/** The image's environment: its final stage's ENV. */
export function imageEnv(deployable: string): Record<string, string> {
  const path = join(ROOT, deployable, 'Dockerfile');
  return existsSync(path) ? stageEnv(finalStage(readDockerfile(path))) : {};
}

// ---------------------------------------------------------------------------------------------
// Environment of a container

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
      const m = /"port":(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  return { child, port, exited };
}
