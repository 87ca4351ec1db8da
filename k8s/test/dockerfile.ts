/** The Dockerfiles read as data: stages, instructions, build arguments and the image's environment. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support';

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
