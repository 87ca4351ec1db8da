import { describe, expect, it } from 'vitest';
import { REVALIDATED_ROUTES, routePath } from '@pms/contracts/routes';
import { stubGateway } from './stub-gateway';

const { keys, seen, gateway } = await stubGateway();
const cookie = await keys.cookie(1);

const SETUP = [routePath('/api/hw/hotel_info/:id', { id: 1 }), '/api/room/types', '/api/hw/tax_rates'];

describe('ETag and 304 for the hotel set-up', () => {
  it('names exactly the hotel info, room types and tax rates routes', () => {
    expect([...REVALIDATED_ROUTES].sort()).toEqual(['/api/hw/hotel_info/:id', '/api/hw/tax_rates', '/api/room/types']);
  });

  it.each(SETUP)('%s: a validator and no-cache, then 304 without a body while the answer is the same', async (path) => {
    const first = await gateway.request(path, { headers: { cookie } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const body = await first.json();

    seen.length = 0;
    const again = await gateway.request(path, { headers: { cookie, 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    // The service was asked (its answer decides), but never saw the validator.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('if-none-match')).toBeNull();

    const stale = await gateway.request(path, { headers: { cookie, 'if-none-match': 'W/"something-else", "other"' } });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(body);
  });

  it('still asks for a session: a validator alone gets 401, never a 304', async () => {
    const first = await gateway.request('/api/hw/tax_rates', { headers: { cookie } });
    const res = await gateway.request('/api/hw/tax_rates', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('keeps every other answer no-store, without a validator', async () => {
    for (const path of ['/api/hw/house_status_rooms', '/api/hw/room_issues', '/api/login/status']) {
      const res = await gateway.request(path, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });
});
