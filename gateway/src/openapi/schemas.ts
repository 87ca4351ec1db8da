import { z } from 'zod';
import * as contracts from '@pms/contracts';
import * as audit from '@pms/contracts/audit';
import * as clients from '@pms/contracts/clients';
import * as webhooks from '@pms/contracts/webhooks';
import * as dashboard from '@pms/contracts/dashboard';
import { IsoDate } from '@pms/contracts/dates';
import { WORK_ORDER_FIELDS, WorkOrderVals } from '@pms/contracts/workorders';
import * as staff from '@pms/contracts/staff';

/**
 * zod → JSON Schema (2020-12, the dialect of OpenAPI 3.1) with zod's own `z.toJSONSchema`. Answers
 * are converted as what the services SEND (`io: 'output'`), bodies and parameters as what they
 * ACCEPT (`io: 'input'`: `Id` takes 5 or "5", a path flag `true`/`false`/`1`/`0`). Every schema the
 * contracts export keeps its export name as its component name, so the document speaks the
 * contracts' words; refinements (Luhn, date order, …) are not expressible and are left to the 400s.
 */
export type JsonSchema = { [key: string]: unknown };

const REF_PREFIX = '#/components/schemas/';

/** Every zod schema of the contracts, by export name (the first name wins when one has two). */
const CONTRACT_SCHEMAS: ReadonlyMap<z.ZodType, string> = (() => {
  const names = new Map<z.ZodType, string>();
  for (const module of [contracts, staff, audit, dashboard, clients, webhooks]) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
    }
  }
  return names;
})();

export const contractNameOf = (schema: z.ZodType): string | undefined => CONTRACT_SCHEMAS.get(schema);

/** zod's bounds of a safe integer say nothing a reader needs. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // `$schema`, and the `$id` zod gives each registry entry (a fragment, not an id in 2020-12): noise here.
    if (key === '$schema' || key === '$id') continue;
    if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    out[key] = tidy(value);
  }
  return out;
}

/**
 * A work order's `vals` as sent: the SPEC's list or the named fields (zod's preprocess turns the list
 * into the object, so zod alone would document only the object).
 */
function listOrFields(json: JsonSchema): void {
  const fields = { ...json };
  for (const key of Object.keys(json)) delete json[key];
  const properties = (fields.properties ?? {}) as Record<string, JsonSchema>;
  const list = { type: 'array', prefixItems: WORK_ORDER_FIELDS.map((k) => properties[k] ?? {}), minItems: WORK_ORDER_FIELDS.length, maxItems: WORK_ORDER_FIELDS.length };
  json.anyOf = [{ ...list, description: `The SPEC’s form: [${WORK_ORDER_FIELDS.join(', ')}].` }, fields];
}

/** What a refinement checks that JSON Schema can say: a date is a `format: date`; lists the SPEC sends. */
const OPTIONS = {
  target: 'draft-2020-12',
  unrepresentable: 'any',
  override: (ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
    if (ctx.zodSchema === IsoDate) ctx.jsonSchema.format = 'date';
    if (ctx.zodSchema === WorkOrderVals) listOrFields(ctx.jsonSchema);
  },
} as const;

/** A request-side schema (parameters, bodies), inlined. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return tidy(z.toJSONSchema(schema, { ...OPTIONS, io: 'input' })) as JsonSchema;
}

/** The path or query parameters of a zod object, one JSON schema per name, with whether it is required. */
export function parameterSchemas(schema: z.ZodType): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = inputSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}

/**
 * The answers' components: each answer schema (named by the contracts, or by `fallbackName`) and
 * every named schema it uses, as `$ref`s between components. Answers `ref(schema)` for the operations.
 */
export function answerComponents(answers: { schema: z.ZodType; fallbackName: string }[]): {
  components: Record<string, JsonSchema>;
  ref: (schema: z.ZodType) => JsonSchema;
} {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  for (const [schema, name] of CONTRACT_SCHEMAS) {
    registry.add(schema, { id: name });
    idOf.set(schema, name);
  }
  for (const { schema, fallbackName } of answers) {
    if (idOf.has(schema)) continue;
    registry.add(schema, { id: fallbackName });
    idOf.set(schema, fallbackName);
  }
  const all = z.toJSONSchema(registry, { ...OPTIONS, io: 'output', uri: (id) => `${REF_PREFIX}${id}` }).schemas as Record<string, JsonSchema>;

  // Only what an answer reaches: the contracts' events and commands are not the HTTP API's.
  const kept: Record<string, JsonSchema> = {};
  const visit = (id: string) => {
    if (kept[id] || !all[id]) return;
    kept[id] = tidy(all[id]) as JsonSchema;
    for (const ref of JSON.stringify(all[id]).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) visit(ref[1]!);
  };
  for (const { schema } of answers) visit(idOf.get(schema)!);
  return { components: kept, ref: (schema) => ({ $ref: `${REF_PREFIX}${idOf.get(schema)!}` }) };
}
