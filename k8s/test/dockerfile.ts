/**
 * The Dockerfiles read as data: stages, instructions, build arguments and the image's environment.
 * Two Dockerfiles build all ten images (docker/node-app.Dockerfile, docker/front-end.Dockerfile);
 * scripts/build-images.sh says which one and which build arguments each deployable gets, so the
 * tests read that script's commands rather than a copy of its rules.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support';

interface Instruction {
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

/** `${NAME}` and `$NAME` replaced by a build argument's value; unknown names stay as written. */
function expand(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) => values[(braced ?? bare) as string] ?? whole);
}

/** A Dockerfile as data, built with `buildArgs` (`--build-arg NAME=value`). */
function readDockerfile(path: string, buildArgs: Record<string, string> = {}): Dockerfile {
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
  for (const written of lines) {
    // Build arguments reach the instructions of a stage that declares them (`ARG NAME` after FROM).
    const line = /^ARG\s/i.test(written) ? written : expand(written, buildArgs);
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
      file.args[name as string] = buildArgs[name as string] ?? value;
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

export interface ImageBuild {
  /** The Dockerfile, relative to the repository root. */
  dockerfile: string;
  buildArgs: Record<string, string>;
  /** The image's name and tag (`hotel-pms/<deployable>:<tag>`). */
  tag: string;
  /** The build context. */
  context: string;
}

let builds: Map<string, ImageBuild> | undefined;

/** What `scripts/build-images.sh --dry-run` would run, per deployable. */
export function imageBuilds(): Map<string, ImageBuild> {
  if (builds) return builds;
  const r = spawnSync('bash', [join(ROOT, 'scripts/build-images.sh'), '--dry-run'], { encoding: 'utf8', env: { ...process.env, REGISTRY: '', TAG: 'test' } });
  if (r.status !== 0) throw new Error(`scripts/build-images.sh --dry-run failed:\n${r.stderr}`);
  builds = new Map();
  for (const line of r.stdout.trim().split('\n')) {
    const words = line.split(/\s+/);
    const build: ImageBuild = { dockerfile: '', buildArgs: {}, tag: '', context: words.at(-1) as string };
    for (let i = 0; i < words.length; i++) {
      if (words[i] === '-f') build.dockerfile = words[++i] as string;
      else if (words[i] === '-t') build.tag = words[++i] as string;
      else if (words[i] === '--build-arg') {
        const [name, ...value] = (words[++i] as string).split('=');
        build.buildArgs[name as string] = value.join('=');
      }
    }
    builds.set(build.tag.replace(/^hotel-pms\//, '').replace(/:.*$/, ''), build);
  }
  return builds;
}

/** The Dockerfile of a deployable's image, read with the build arguments the build script gives it. */
export function dockerfileOf(deployable: string): Dockerfile {
  const build = imageBuilds().get(deployable);
  if (!build) throw new Error(`scripts/build-images.sh builds no image for ${deployable}`);
  return readDockerfile(join(ROOT, build.dockerfile), build.buildArgs);
}

/** The image's environment: its final stage's ENV. */
export function imageEnv(deployable: string): Record<string, string> {
  return imageBuilds().has(deployable) ? stageEnv(finalStage(dockerfileOf(deployable))) : {};
}
