import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/rules/paging';
import { stubGateway, stubUpstreams } from './stub-gateway';

/**
 * A paged list through the gateway (docs/performance.md "Server paging of the long lists"): the
 * query reaches the service as sent, and the next page's `X-Next-Cursor` and `Link` reach the client.
 */
const { keys, seen, build } = await stubGateway();
const stubs = stubUpstreams(seen);
const gateway = build({
  upstreams: {
    ...stubs,
    billing: async (req) => {
      await stubs.billing(req);
      const url = new URL(req.url);
      return Response.json([{ res_room_id: 1 }], {
        headers: { [NEXT_CURSOR_HEADER]: 'WzJd', link: `<${url.pathname}?limit=1&cursor=WzJd>; rel="next"` },
      });
    },
  },
});
const cookie = await keys.cookie(1);
const LIST = '/api/hw/departures/undefined/undefined/undefined/false/false/false';

describe('a paged list through the gateway', () => {
  it('passes ?limit=&cursor= to the service and X-Next-Cursor and Link back', async () => {
    const res = await gateway.request(`${LIST}?limit=1&cursor=WzFd`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(new URL(seen.at(-1)!.url).search).toBe('?limit=1&cursor=WzFd');
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBe('WzJd');
    expect(res.headers.get('link')).toBe(`<${LIST}?limit=1&cursor=WzJd>; rel="next"`);
    expect(await res.json()).toEqual([{ res_room_id: 1 }]);
  });
});
