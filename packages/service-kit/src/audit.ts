import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { AUDIT_HIDDEN_FIELDS, type AuditAction, type AuditChanges, type AuditEntity } from '@pms/contracts/rules/audit';
import type { AppEnv } from './app';
import type { Clock } from './clock';
import type { Sql, TransactionSql } from './db';
import { socketAddress, addressKey } from './client-address';
import type { Logger } from './log';

/**
 * The audit trail (docs/audit.md), one mechanism for every service: `recordAudit` writes an entry
 * in the caller's transaction (so a write and its entry commit or roll back together); the sealer
 * chains committed entries by SHA-256 shortly after (so writes never queue on a "last hash" row);
 * `verifyAuditChain` recomputes the chain and names the first entry that no longer matches.
 * The tables and their append-only triggers: kit-migrations/004_audit.sql.
 */

/** Who acted, as the session and the gateway say: never a user id from a request body. */
export interface AuditActor {
  user_id: number | null;
  username: string | null;
  business_date: string | null;
  address: string | null;
  request_id: string | null;
}

/** The actor of a request: its session's user, the client address the gateway forwarded, the request id. */
export function auditActor(c: Context<AppEnv>, clock: Pick<Clock, 'today'>): AuditActor {
  const session = c.var.session;
  const userId = Number(session?.sub);
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || socketAddress(c);
  return {
    user_id: Number.isSafeInteger(userId) ? userId : null,
    username: session?.username ?? null,
    business_date: clock.today(),
    address: address ? addressKey(address) : null,
    request_id: c.var.requestId ?? null,
  };
}

/** The night audit's own runs (the scheduler) have no session: the system acted. */
export function systemActor(clock: Pick<Clock, 'today'>): AuditActor {
  return { user_id: null, username: null, business_date: clock.today(), address: null, request_id: null };
}

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string | number;
  changes?: AuditChanges;
}

const HIDDEN = new Set<string>(AUDIT_HIDDEN_FIELDS);

/** Card numbers, passwords and tokens never enter the trail, whatever a caller passes. */
function safeChanges(changes: AuditChanges = {}): AuditChanges {
  const out: AuditChanges = {};
  for (const [field, pair] of Object.entries(changes)) out[field] = HIDDEN.has(field) ? ['[hidden]', '[hidden]'] : pair;
  return JSON.parse(JSON.stringify(out)) as AuditChanges;
}

/** Records one entry in the caller's transaction (or, given the pool, on its own: one statement). */
export async function recordAudit(tx: Sql | TransactionSql, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx`
    with entry as (
      insert into audit_entries (business_date, user_id, username, action, entity, entity_id, changes, address, request_id)
      values (${actor.business_date}, ${actor.user_id}, ${actor.username}, ${record.action}, ${record.entity},
              ${String(record.entity_id)}, ${tx.json(safeChanges(record.changes) as Parameters<typeof tx.json>[0])},
              ${actor.address}, ${actor.request_id})
      returning entry_id
    )
    insert into audit_unsealed (entry_id) select entry_id from entry`;
}

/** `{field: [before, after]}` for the fields that differ between two versions of a record. */
export function changesBetween<T extends object>(before: T | null, after: T | null, fields: readonly (keyof T & string)[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const a = before ? (before[field] ?? null) : null;
    const b = after ? (after[field] ?? null) : null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[field] = [a, b];
  }
  return changes;
}

/** The chain starts from this "previous hash". */
export const AUDIT_GENESIS = '0'.repeat(64);

/**
 * An entry's canonical content, built by PostgreSQL the same way when sealing and when verifying
 * (jsonb sorts its keys; the time is rendered in UTC whatever the session's zone).
 */
const CONTENT = `jsonb_build_object(
  'entry_id', e.entry_id, 'at', to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'business_date', e.business_date, 'user_id', e.user_id, 'username', e.username, 'action', e.action,
  'entity', e.entity, 'entity_id', e.entity_id, 'changes', e.changes, 'address', e.address,
  'request_id', e.request_id)::text`;

const link = (prevHash: string, content: string) => createHash('sha256').update(prevHash).update(content).digest('hex');

const SEAL_BATCH = 500;

/** Seals what has committed since the last call, in entry order; answers how many. One sealer at a time per schema. */
export async function sealAuditEntries(sql: Sql): Promise<number> {
  const [waiting] = await sql`select 1 from audit_unsealed limit 1`;
  if (!waiting) return 0;
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(current_schema() || '.audit_sealer'))`;
    const pending = await tx.unsafe<{ entry_id: string; content: string }[]>(
      `select e.entry_id, ${CONTENT} as content
       from audit_unsealed u join audit_entries e using (entry_id) order by u.entry_id limit ${SEAL_BATCH}`,
    );
    if (!pending.length) return 0;
    const [last] = await tx<{ position: string; hash: string }[]>`select position, hash from audit_seals order by position desc limit 1`;
    let prev = last?.hash ?? AUDIT_GENESIS;
    let position = last ? Number(last.position) : 0;
    const seals = pending.map((p) => {
      const hash = link(prev, p.content);
      const seal = { position: ++position, entry_id: p.entry_id, prev_hash: prev, hash };
      prev = hash;
      return seal;
    });
    await tx`insert into audit_seals ${tx(seals, 'position', 'entry_id', 'prev_hash', 'hash')}`;
    await tx`delete from audit_unsealed where entry_id in ${tx(pending.map((p) => p.entry_id))}`;
    return seals.length;
  });
}

export interface AuditSealer {
  /** Seals now (tests, shutdown). */
  sealNow(): Promise<number>;
  stop(): Promise<void>;
}

/** Seals every `intervalMs` (default 500: an entry is chained within a second of its commit). */
export function startAuditSealer({ sql, log, intervalMs = 500 }: { sql: Sql; log: Logger; intervalMs?: number }): AuditSealer {
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const seal = () => {
    running = running.then(
      () => sealAuditEntries(sql),
      () => 0,
    );
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) seal().catch((err: unknown) => log.warn({ err }, 'sealing the audit trail failed; retrying'));
  }, intervalMs);
  timer.unref();
  return {
    sealNow: seal,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}

export interface ChainCheck {
  ok: boolean;
  entries: number;
  first_bad_entry?: number;
}

/**
 * Walks the chain from its first seal: each seal must follow the one before (`prev_hash`) and
 * match its entry's content as it is now. Answers the first entry that does not — an entry edited,
 * a seal rewritten — and also any entry committed long ago that is neither sealed nor waiting.
 */
export async function verifyAuditChain(sql: Sql): Promise<ChainCheck> {
  let prev = AUDIT_GENESIS;
  let after = 0;
  let entries = 0;
  for (;;) {
    const rows = await sql.unsafe<{ position: string; entry_id: string; prev_hash: string; hash: string; content: string | null }[]>(
      `select s.position, s.entry_id, s.prev_hash, s.hash, ${CONTENT} as content
       from audit_seals s left join audit_entries e on e.entry_id = s.entry_id
       where s.position > $1 order by s.position limit 5000`,
      [after],
    );
    for (const row of rows) {
      if (row.prev_hash !== prev || row.content === null || link(prev, row.content) !== row.hash) {
        return { ok: false, entries, first_bad_entry: Number(row.entry_id) };
      }
      prev = row.hash;
      entries++;
    }
    if (rows.length < 5000) break;
    after = Number(rows[rows.length - 1]!.position);
  }
  const [stray] = await sql<{ entry_id: string }[]>`
    select e.entry_id from audit_entries e
    where not exists (select 1 from audit_seals s where s.entry_id = e.entry_id)
      and not exists (select 1 from audit_unsealed u where u.entry_id = e.entry_id)
    order by e.entry_id limit 1`;
  return stray ? { ok: false, entries, first_bad_entry: Number(stray.entry_id) } : { ok: true, entries };
}
