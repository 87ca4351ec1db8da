import { z } from 'zod';

/**
 * Every service parses its environment with a zod schema at start-up and refuses to start, naming
 * what is missing or wrong, instead of failing later on first use.
 */
export const BaseConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url('must be a postgres:// URL'),
  /**
   * Connections this process may hold. The database's max_connections is shared by every replica of
   * every service: replicas × services × this must stay under it (see docs/performance.md).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Unset: the in-process bus (embedded mode only). */
  NATS_URL: z.string().optional(),
  /** Prefix for streams and subjects so several suites (or test files) can share one NATS server. */
  BUS_NAMESPACE: z.string().regex(/^[a-z0-9_]*$/i).default(''),
  /** The hotel's IANA time zone; one the runtime does not know would answer 500s later, so it stops the start. */
  HOTEL_TZ: z
    .string()
    .default('America/New_York')
    .refine(isKnownTimeZone, 'is not a time zone this runtime knows (an IANA name such as America/New_York or Europe/Berlin)'),
  /** Demo mode seeds the demo hotel and demo users. Never set it in production. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export type BaseConfig = z.infer<typeof BaseConfig>;

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * What no schema field can see alone and no deployment may run with (docs/security.md
 * "Configuration"): checked on the raw environment, so they are reported with every other problem.
 */
function unsafeCombinations(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const demo = env.DEMO_MODE === 'true' || env.DEMO_MODE === '1';
  if (demo && env.NODE_ENV === 'production') {
    problems.push('DEMO_MODE: must not be true with NODE_ENV=production (it seeds the demo accounts, admin/admin among them); set DEMO_MODE=false');
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * For a config schema's whole-environment check (`.superRefine(check, EVERY_PROBLEM)`): run it even
 * when some variables already failed, so a production requirement is named together with a bad
 * `HOTEL_TZ` rather than only after the operator fixed that. The check sees the raw values then.
 */
export const EVERY_PROBLEM = { when: () => true } as const;

function check<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>) {
  const result = schema.safeParse(env);
  const problems = (result.success ? [] : result.error.issues).map((i) => {
    const name = i.path.join('.') || '(environment)';
    return i.code === 'invalid_type' && env[name] === undefined ? `${name} is required but not set` : `${name}: ${i.message}`;
  });
  return { result, problems: [...new Set([...problems, ...unsafeCombinations(env)])] };
}

/** Every problem of `env` for `schema`, each naming its variable and the fix; none when it is fine. */
export function configProblems(schema: z.ZodType, env: Record<string, string | undefined>): string[] {
  return check(schema, env).problems;
}

/** Parses the environment, or throws naming every bad variable at once (not only the first) and the fix. */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const { result, problems } = check(schema, env);
  if (!result.success || problems.length) throw new ConfigError(problems);
  return result.data;
}

/** For a service's `index.ts`: parse or print what is wrong and exit non-zero. */
export function loadConfigOrExit<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
