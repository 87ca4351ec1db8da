import { describe, expect, it } from 'vitest';
import { recordSpans } from '@pms/service-kit/testing';
import { stubGateway, type Seen } from './stub-gateway';

/**
 * The browser's `traceparent` at the gateway (docs/observability.md "Browser → gateway"): its trace
 * id names the trace — the answer's `traceresponse` and the call to the service carry it — but its
 * sampled flag decides nothing: the gateway samples as it does new traces (10 % of trace ids by
 * default), so no browser can make the suite record every request it sends.
 */
// Sampled as the gateway process is (edge: true), every recorded span kept in memory.
const recorder = await recordSpans({ edge: true });
const { keys, seen, gateway } = await stubGateway();

/** Trace ids the 10 % ratio decides on (it reads the id alone): one it leaves out, one it keeps. */
const LEFT_OUT = '4bf92f3577b34da6a3ce929d0e0e4736';
const KEPT = '00000000000000000000000000000001';

async function call(traceId: string, flags: '00' | '01') {
  seen.length = 0;
  const res = await gateway.request('/api/hw/room_issues', { headers: { cookie: await keys.cookie(1), traceparent: `00-${traceId}-b7ad6b7169203331-${flags}` } });
  expect(res.status).toBe(200);
  return { traceresponse: res.headers.get('traceresponse') ?? '', upstream: (seen[0] as Seen).headers.get('traceparent') ?? '' };
}

describe('a traceparent from the browser', () => {
  it('keeps its trace id in the answer and the call to the service, while "sampled" is not obeyed', async () => {
    const { traceresponse, upstream } = await call(LEFT_OUT, '01');
    expect(traceresponse).toMatch(new RegExp(`^00-${LEFT_OUT}-[0-9a-f]{16}-00$`));
    expect(upstream).toMatch(new RegExp(`^00-${LEFT_OUT}-[0-9a-f]{16}-00$`));
    expect(recorder.trace(LEFT_OUT)).toEqual([]);
  });

  it('is recorded when the gateway\'s own sampler keeps the trace id, whatever the browser flagged', async () => {
    const { traceresponse } = await call(KEPT, '00');
    expect(traceresponse).toMatch(new RegExp(`^00-${KEPT}-[0-9a-f]{16}-01$`));
    const gatewaySpan = recorder.trace(KEPT).find((s) => s.attributes['pms.service'] === 'gateway');
    // Still a child of the browser's span: one trace from the click on.
    expect(gatewaySpan?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
  });
});
