import type { WebhookPayload } from '@pms/contracts/webhooks';
import { WEBHOOK_SIGNATURE_HEADER } from '@pms/contracts/webhooks';
import type { Logger, Sql } from '@pms/service-kit';
import { Agent, fetch } from 'undici';
import { signatureHeader } from './signature';
import { checkTarget, guardedLookup, TargetRefused, type TargetPolicy } from './target';

/**
 * Sends the pending deliveries (docs/integrations.md "Webhooks"). A delivery is claimed by moving its
 * `next_attempt_at` past the attempt's time-out (`for update skip locked`: replicas share the work,
 * and one that died mid-send leaves it to be tried again once that lease passed), POSTed with its
 * signature, then marked delivered on a 2xx, or given its next attempt: `retryBaseMs` after the first
 * failure, doubling each time, until `retryWindowMs` after it was queued — then dead-lettered.
 */
export interface DispatcherOptions {
  sql: Sql;
  log: Logger;
  policy: TargetPolicy;
  retryBaseMs: number;
  retryWindowMs: number;
  timeoutMs: number;
  pollMs: number;
  /** Unix seconds for the signature (tests may fix it). */
  now?: () => number;
}

export interface Dispatcher {
  /** Look for due deliveries now (a delivery was just recorded or re-queued). */
  kick(): void;
  /** Sends what is due now and resolves once it is recorded (tests). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

interface Due {
  delivery_id: string;
  event_id: string;
  event_type: WebhookPayload['type'];
  occurred_at: Date;
  data: unknown;
  attempts: number;
  queued_at: Date;
  url: string;
  secret: string;
}

const BATCH = 20;
/** How far past the time-out a claim reaches: a live dispatcher records the outcome well before. */
const LEASE_SLACK_MS = 25_000;

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

export function startWebhookDispatcher(options: DispatcherOptions): Dispatcher {
  const { sql, log, policy, timeoutMs } = options;
  const agent = new Agent({ connect: { lookup: guardedLookup(policy) }, connections: 8 });
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function send(d: Due): Promise<Outcome> {
    const payload: WebhookPayload = { id: d.event_id, type: d.event_type, occurred_at: d.occurred_at.toISOString(), data: d.data };
    const body = JSON.stringify(payload);
    const t = options.now?.() ?? Math.floor(Date.now() / 1000);
    try {
      const url = new URL(d.url);
      await checkTarget(url, policy);
      const res = await fetch(url, {
        method: 'POST',
        body,
        // A redirect would lead the request wherever the receiver likes: not followed, a failure.
        redirect: 'manual',
        dispatcher: agent,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'hotel-pms-webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(d.secret, body, t),
          'x-pms-event': d.event_type,
          'x-pms-delivery': d.delivery_id,
        },
      });
      await res.body?.cancel().catch(() => {});
      return res.status >= 200 && res.status < 300 ? { ok: true, status: res.status } : { ok: false, status: res.status, error: `HTTP ${res.status}` };
    } catch (err) {
      return { ok: false, status: null, error: describe(err, timeoutMs) };
    }
  }

  async function record(d: Due, outcome: Outcome): Promise<void> {
    if (outcome.ok) {
      await sql`
        update webhook_deliveries
        set status = 'delivered', attempts = attempts + 1, last_status_code = ${outcome.status}, last_error = null,
            delivered_at = now(), next_attempt_at = null
        where delivery_id = ${d.delivery_id}`;
      return;
    }
    // The n-th failure waits base·2^(n-1); a retry that would fall after the window is not made.
    const delayMs = options.retryBaseMs * 2 ** Math.min(d.attempts, 40);
    await sql`
      update webhook_deliveries
      set attempts = attempts + 1, last_status_code = ${outcome.status}, last_error = ${outcome.error.slice(0, 500)},
          status = case when now() + ${delayMs} * interval '1 millisecond' > queued_at + ${options.retryWindowMs} * interval '1 millisecond'
                        then 'dead' else 'pending' end,
          next_attempt_at = case when now() + ${delayMs} * interval '1 millisecond' > queued_at + ${options.retryWindowMs} * interval '1 millisecond'
                                 then null else now() + ${delayMs} * interval '1 millisecond' end
      where delivery_id = ${d.delivery_id}`;
    log.warn({ deliveryId: d.delivery_id, url: d.url, attempt: d.attempts + 1, error: outcome.error }, 'webhook delivery failed');
  }

  async function claim(): Promise<Due[]> {
    const leaseMs = timeoutMs + LEASE_SLACK_MS;
    return sql<Due[]>`
      with due as (
        select delivery_id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, delivery_id
        limit ${BATCH}
        for update skip locked
      )
      update webhook_deliveries d
      set next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
      from due, webhooks w
      where d.delivery_id = due.delivery_id and w.webhook_id = d.webhook_id
      returning d.delivery_id::text, d.event_id, d.event_type, d.occurred_at, d.data, d.attempts, d.queued_at, w.url, w.secret`;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claim();
      if (due.length === 0) return sent;
      await Promise.all(due.map(async (d) => record(d, await send(d))));
      sent += due.length;
      if (stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((err: unknown) => {
        log.error({ err }, 'webhook dispatch pass failed; the next one retries');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().finally(schedule), options.pollMs);
  };
  schedule();

  return {
    kick: () => void (stopped ? undefined : runOnce()),
    runOnce,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      await agent.close();
    },
  };
}

function describe(err: unknown, timeoutMs: number): string {
  if (err instanceof TargetRefused) return `refused: ${err.message}`;
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `timed out after ${timeoutMs / 1000} s`;
  if (e.cause?.code === 'EPMSREFUSED') return `refused: ${e.cause.message}`;
  return e.cause?.message ?? e.message ?? String(err);
}
