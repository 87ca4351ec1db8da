import { afterAll, expect } from 'vitest';
import { NewWebhookAnswer, WebhookDeliveryList } from '@pms/contracts/webhooks';
import { startReceiver } from '@pms/service-kit/testing';
import { staffSuite } from './staff-suite';

/**
 * svc-auth behind the gateway for the webhook tests (webhooks.test.ts, webhook-deliveries.test.ts):
 * calls as the Administrator (or as `cookie`, or none), subscribing, receivers closed after the file,
 * and a subscription's deliveries.
 */
export function webhookSuite(name: string, config: Record<string, string>) {
  const staff = staffSuite(name, config);
  const { suite, cookies, json } = staff;
  const receivers: { close(): Promise<void> }[] = [];
  afterAll(async () => Promise.all(receivers.map((r) => r.close())));

  const call = (method: string, path: string, body?: unknown, cookie: string | null = cookies.admin) =>
    suite.gateway.request(path, body === undefined ? { method, headers: cookie ? { cookie } : {} } : json(method, body, cookie ?? undefined));

  async function subscribe(url: string, events: string[]) {
    const res = await call('POST', '/api/webhooks', { url, events });
    expect(res.status, await res.clone().text()).toBe(201);
    return NewWebhookAnswer.parse(await res.json());
  }
  async function receiver(statuses?: number[]) {
    const r = await startReceiver(statuses);
    receivers.push(r);
    return r;
  }
  async function deliveriesOf(id: number) {
    const res = await call('GET', `/api/webhooks/${id}/deliveries`);
    expect(res.status).toBe(200);
    return WebhookDeliveryList.parse(await res.json()).deliveries;
  }
  return { ...staff, call, subscribe, receiver, deliveriesOf };
}
