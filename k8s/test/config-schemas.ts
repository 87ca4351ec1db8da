/** The config schemas each process checks its environment with, read the way the tests need them. */
import { join } from 'node:path';
import type { z } from 'zod';
import type { ServiceDefinition } from '@pms/service-kit';
import { ROOT } from './support';

/** The service definition a `svc-*` folder exports from src/service.ts. */
export async function serviceDefinition(dir: string): Promise<ServiceDefinition | undefined> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(join(ROOT, dir, 'src/service.ts'))) as Record<string, unknown>;
  } catch {
    return undefined; // a planned service: manifests before code
  }
  return Object.values(mod).find((v): v is ServiceDefinition => typeof v === 'object' && v !== null && 'migrationsDir' in v && 'createApp' in v);
}

/** Schema name of a service folder (`svc-rooms` → `rooms`); planned ones use their folder's suffix. */
export async function schemaOf(service: string): Promise<string> {
  return (await serviceDefinition(service))?.schema ?? service.replace(/^svc-/, '');
}

/** Keys a schema cannot do without (no default, not optional). */
export function requiredKeys(schema: z.ZodType): string[] {
  // zod 4 internals: a pipe (transform, superRefine) keeps the object it wraps in def.in.
  type Inner = { def?: { in?: Inner }; shape?: Record<string, z.ZodType> };
  let s = schema as unknown as Inner;
  while (s.def?.in) s = s.def.in;
  const shape = s.shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

/** A parse result's problems as `path: message` lines (none when it succeeded). */
export function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}
