import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { UpstreamHandler } from '../src/gateway';
import { stubGateway, stubUpstreams } from './stub-gateway';

const { keys, seen, build, gateway } = await stubGateway();

/** A port nothing listens on: connections are refused. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

describe('unavailable services', () => {
  it('answers 503 naming the department when the service refuses connections', async () => {
    const down = build({ upstreams: { ...stubUpstreams(seen), reservations: `http://127.0.0.1:${await closedPort()}` } });
    const res = await down.request('/api/hw/reservation/1', { headers: { cookie: await keys.cookie(1) } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({ error: 'unavailable', message: expect.stringContaining('The reservations service is unavailable right now') });
  });

  it('answers 503 when the service does not answer in time', async () => {
    const hang: UpstreamHandler = () => new Promise<Response>(() => {});
    const slow = build({ upstreams: { ...stubUpstreams(seen), billing: hang }, upstreamTimeoutMs: 50 });
    const res = await slow.request('/api/hw/tax_rates', { headers: { cookie: await keys.cookie(1) } });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain('The billing service is unavailable right now');
  });

  it('readyz stays ready when one department is down, reports it, and is unready without sign-in', async () => {
    expect((await gateway.request('/readyz')).status).toBe(200);
    const roomsDown = build({ upstreams: { ...stubUpstreams(seen), rooms: `http://127.0.0.1:${await closedPort()}` } });
    const res = await roomsDown.request('/readyz');
    expect(res.status).toBe(200);
    expect((await res.json()).upstreams).toEqual({ auth: true, reservations: true, rooms: false, billing: true });
    const authDown = build({ upstreams: { ...stubUpstreams(seen), auth: `http://127.0.0.1:${await closedPort()}` } });
    const res2 = await authDown.request('/readyz');
    expect(res2.status).toBe(503);
    expect((await res2.json()).upstreams).toMatchObject({ auth: false });
    expect((await gateway.request('/healthz')).status).toBe(200);
  });
});
