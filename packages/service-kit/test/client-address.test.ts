import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, GATEWAY_SECRET_HEADER, generateGatewaySecret, sameSecret, trustedClientAddress } from '../src/client-address';

describe('client addresses', () => {
  it('key IPv4 as it is, IPv4-mapped IPv6 as its IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:0db8:0001:0002::ffff]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('proxy.internal')).toBe('proxy.internal');
  });

  it('believe x-forwarded-for only next to the gateway secret, else the socket (none in process)', async () => {
    const secret = generateGatewaySecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const app = new Hono().get('/', (c) => c.text(trustedClientAddress(c, secret)));
    const ask = async (headers: Record<string, string>) => (await app.request('/', { headers })).text();
    expect(await ask({ 'x-forwarded-for': '198.51.100.1', [GATEWAY_SECRET_HEADER]: secret })).toBe('198.51.100.1');
    expect(await ask({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1', [GATEWAY_SECRET_HEADER]: secret })).toBe('198.51.100.1');
    expect(await ask({ 'x-forwarded-for': '198.51.100.1', [GATEWAY_SECRET_HEADER]: `${secret}x` })).toBe('unknown');
    expect(await ask({ 'x-forwarded-for': '198.51.100.1' })).toBe('unknown');
    const noSecret = new Hono().get('/', (c) => c.text(trustedClientAddress(c, undefined)));
    expect(await (await noSecret.request('/', { headers: { 'x-forwarded-for': '198.51.100.1', [GATEWAY_SECRET_HEADER]: '' } })).text()).toBe('unknown');
  });

  it('compare secrets whatever their lengths', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret(undefined, 'abc')).toBe(false);
  });
});
