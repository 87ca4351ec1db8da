import { headers, type Msg, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../../log';
import { answerCommand, DEFAULT_REQUEST_TIMEOUT_MS, encodeJson, errorMessage, inCommandSpan, unwrapReply } from '../common';
import type { Namespacer } from '../subjects';
import { BusUnavailableError, type CommandReply } from '../types';

/**
 * Commands over core NATS request/reply: the requester waits for one answer; the owner's replicas
 * answer in a queue group, so each request is answered once.
 */

/** Sends a command and answers the owner's data, or throws `CommandRefused` / `BusUnavailableError`. */
export function natsRequest<T>(nc: NatsConnection, ns: Namespacer, subject: string, payload: unknown, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): Promise<T> {
  return inCommandSpan(subject, (traceparent) => send<T>(nc, ns, subject, payload, timeoutMs, traceparent));
}

async function send<T>(nc: NatsConnection, ns: Namespacer, subject: string, payload: unknown, timeoutMs: number, traceparent: string | undefined): Promise<T> {
  let reply: Msg;
  try {
    const hdrs = traceparent ? headers() : undefined;
    if (traceparent) hdrs?.set('traceparent', traceparent);
    reply = await nc.request(ns.subject(subject), encodeJson(payload), { timeout: timeoutMs, headers: hdrs });
  } catch (err) {
    throw new BusUnavailableError(`no answer to ${subject}: ${errorMessage(err)}`);
  }
  let decoded: CommandReply;
  try {
    decoded = reply.json<CommandReply>();
  } catch {
    throw new BusUnavailableError(`unreadable answer to ${subject}`);
  }
  return unwrapReply<T>(decoded, subject);
}

/** Answers the commands on `subject`; resolves once the server knows the subscription. Returns how to stop. */
export async function natsReply(
  nc: NatsConnection,
  ns: Namespacer,
  subject: string,
  handler: (payload: unknown) => Promise<unknown>,
  log: Logger,
): Promise<() => Promise<void>> {
  const inflight = new Set<Promise<void>>();
  const wire = ns.subject(subject);
  const sub = nc.subscribe(wire, {
    // Replicas of the owner share the commands: each request is answered once.
    queue: wire,
    callback: (err, msg) => {
      if (err) {
        log.warn({ err, subject }, 'command subscription error');
        return;
      }
      const p = (async () => {
        let payload: unknown;
        try {
          payload = msg.json();
        } catch {
          payload = undefined;
        }
        const answer = await answerCommand(handler, payload, subject, log, msg.headers?.get('traceparent') || undefined);
        msg.respond(encodeJson(answer));
      })().catch((e: unknown) => log.error({ err: e, subject }, 'could not answer a command'));
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
    },
  });
  // The subscription must be known to the server before a requester counts on it.
  await nc.flush();
  return async () => {
    sub.unsubscribe();
    await Promise.allSettled([...inflight]);
  };
}
