import type postgres from 'postgres';
import { dbMetrics } from './metrics';
import { endSpan, openSpan, recordingNow, SpanKind } from './tracing';

/** What postgres.js hands its connection: the statement and the promise's settle functions. */
interface PendingStatement {
  strings: readonly string[] | string[];
  handler: (q: PendingStatement) => unknown;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** The pool's in-flight gauge, labelled once. */
type InFlight = { inc(): void; dec(): void };

const isStatement = (q: unknown): q is PendingStatement =>
  typeof q === 'object' && q !== null && typeof (q as PendingStatement).handler === 'function' && typeof (q as PendingStatement).resolve === 'function';

/** The statement's first words (`insert into outbox`): the span's name, never its values. */
function summary(strings: readonly string[]): string {
  const text = strings.join('$').replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * Hooks one statement where postgres.js sends it (its `handler`, called once, when the query is
 * awaited — a fragment nested in another statement is never sent, so it is never counted): counts
 * it in flight and, inside a recorded trace, wraps it in a span that ends with its answer.
 */
function watchStatement(q: PendingStatement, service: string, inFlight: InFlight): void {
  const send = q.handler;
  q.handler = (query) => {
    inFlight.inc();
    const { resolve, reject } = query;
    const traced = recordingNow()
      ? openSpan(summary(q.strings), {
          kind: SpanKind.CLIENT,
          attributes: { 'db.system.name': 'postgresql', 'db.namespace': service, 'db.query.text': q.strings.join('$?') },
        }).span
      : undefined;
    query.resolve = (value) => {
      inFlight.dec();
      if (traced) endSpan(traced);
      resolve(value);
    };
    query.reject = (err) => {
      inFlight.dec();
      if (traced) endSpan(traced, err);
      reject(err);
    };
    return send(query);
  };
}

/**
 * The kit's one query path, observed (postgres.js has no instrumentation of its own): every
 * statement of the pool, of its transactions and savepoints, and `unsafe` ones. The pool itself is
 * untouched; a Proxy hands out the same functions with the statement watched.
 */
export function instrumentSql<S extends postgres.Sql | postgres.TransactionSql>(sql: S, service: string, inFlight: InFlight = dbMetrics.inFlight.labels({ service })): S {
  return new Proxy(sql, {
    apply(target, thisArg, args: unknown[]) {
      const q: unknown = Reflect.apply(target as unknown as (...a: unknown[]) => unknown, thisArg, args);
      if (isStatement(q)) watchStatement(q, service, inFlight);
      return q;
    },
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const fn = value as (...a: unknown[]) => unknown;
      if (prop === 'unsafe') {
        return (...args: unknown[]) => {
          const q = fn.apply(target, args);
          if (isStatement(q)) watchStatement(q, service, inFlight);
          return q;
        };
      }
      if (prop === 'begin' || prop === 'savepoint') {
        // The transaction's own `sql` is made inside postgres.js: watch it as it is handed over.
        return (...args: unknown[]) =>
          fn.apply(
            target,
            args.map((a) => (typeof a === 'function' ? (tx: postgres.TransactionSql) => (a as (t: unknown) => unknown)(instrumentSql(tx, service, inFlight)) : a)),
          );
      }
      return value;
    },
  });
}
