import type { Bus } from '@pms/service-kit';

/** What a fault does with one request: `send` performs it on the real bus. */
export type Fault = (subject: string, payload: unknown, send: () => Promise<unknown>) => Promise<unknown>;

/**
 * A bus that behaves like the real one except for the requests a test chooses to disturb: a reply
 * lost after svc-rooms acted, a command carried out twice, one that arrives late. Events and
 * consumers pass through untouched.
 */
export function faultyBus(bus: Bus): { bus: Bus; fault(subject: string, f: Fault | undefined): void } {
  const faults = new Map<string, Fault>();
  const proxy: Bus = {
    kind: bus.kind,
    ensureStreams: () => bus.ensureStreams(),
    publish: (subject, event) => bus.publish(subject, event),
    consume: (options) => bus.consume(options),
    reply: (subject, handler) => bus.reply(subject, handler),
    isHealthy: () => bus.isHealthy(),
    close: () => bus.close(),
    async request<T>(subject: string, payload: unknown, options?: { timeoutMs?: number }): Promise<T> {
      const send = () => bus.request<T>(subject, payload, options);
      const f = faults.get(subject);
      return (f ? f(subject, payload, send) : send()) as Promise<T>;
    },
  };
  return {
    bus: proxy,
    fault(subject, f) {
      if (f) faults.set(subject, f);
      else faults.delete(subject);
    },
  };
}
