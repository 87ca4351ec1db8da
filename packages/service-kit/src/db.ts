import postgres from 'postgres';
import { dbMetrics } from './telemetry/metrics';
import { instrumentSql } from './telemetry/sql';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;

export interface DbOptions {
  /** The service's own schema; every connection's search_path starts with it. */
  schema: string;
  max?: number;
  /** Print postgres NOTICEs (off by default: migrations are chatty). */
  onnotice?: (n: postgres.Notice) => void;
}

/**
 * A postgres.js pool bound to one service's schema. SQL goes only through tagged templates, so
 * values are always parameters, never spliced into the text. Every statement is observed
 * (telemetry/sql.ts): a span inside a recorded trace, and the pool's statements in flight.
 */
export function createSql(url: string, { schema, max = 10, onnotice = () => {} }: DbOptions): Sql {
  dbMetrics.poolMax.set({ service: schema }, max);
  const sql = postgres(url, {
    max,
    onnotice,
    idle_timeout: 30,
    connect_timeout: 10,
    connection: { search_path: `${schema},public`, application_name: `pms-${schema}` },
    // numeric(12,2) arrives as a string; money is converted to cents explicitly where read.
    types: {},
  });
  return instrumentSql(sql, schema);
}

/** `select 1` with a short deadline, for `/readyz`. */
export async function pingDb(sql: Sql, timeoutMs = 2000): Promise<boolean> {
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('db ping timed out')), timeoutMs).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
