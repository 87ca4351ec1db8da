import type { ServiceDeps, Sql } from '@pms/service-kit';
import type { AuthConfig } from '../config';
import { followWebhookEvents, type WebhookFollower } from './consumer';
import { startWebhookDispatcher, type Dispatcher } from './dispatcher';
import type { TargetPolicy } from './target';

/** Where webhooks may go under this configuration: demo mode (one machine) allows loopback. */
export function targetPolicy(config: Pick<AuthConfig, 'WEBHOOK_ALLOWED_HOSTS' | 'DEMO_MODE'>): TargetPolicy {
  return { allowedHosts: config.WEBHOOK_ALLOWED_HOSTS, allowLoopback: config.DEMO_MODE };
}

/** The dispatcher and the event follower running on a pool, so the routes (built apart from the background work) can wake them. */
const dispatchers = new WeakMap<Sql, Dispatcher>();
const followers = new WeakMap<Sql, WebhookFollower>();

export function kickDispatcher(sql: Sql): void {
  dispatchers.get(sql)?.kick();
}

/** A subscription was made or deleted: start or stop following the state events now. */
export function wakeWebhookFollower(sql: Sql): void {
  followers.get(sql)?.wake();
}

/**
 * svc-auth's webhook work: the event consumers that record deliveries (running while a subscription
 * exists) and the dispatcher that sends them.
 */
export async function startWebhooks({ sql, bus, log, config }: ServiceDeps<AuthConfig>): Promise<{ stop(): Promise<void> }> {
  const dispatcher = startWebhookDispatcher({
    sql,
    log: log.child({ component: 'webhook-dispatcher' }),
    policy: targetPolicy(config),
    retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    retryWindowMs: config.WEBHOOK_RETRY_WINDOW_MS,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    pollMs: config.WEBHOOK_POLL_MS,
  });
  dispatchers.set(sql, dispatcher);
  const follower = await followWebhookEvents({ sql, bus, log }, { pollMs: config.WEBHOOK_POLL_MS, onRecorded: () => dispatcher.kick() });
  followers.set(sql, follower);
  // Whatever was pending when the service last stopped goes out now.
  dispatcher.kick();
  return {
    async stop() {
      await follower.stop();
      await dispatcher.stop();
      if (dispatchers.get(sql) === dispatcher) dispatchers.delete(sql);
      if (followers.get(sql) === follower) followers.delete(sql);
    },
  };
}
