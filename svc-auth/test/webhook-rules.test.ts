import { describe, expect, it } from 'vitest';
import { webhookEventsProblem, webhookUrlProblem, WEBHOOK_MESSAGES } from '@pms/contracts/webhooks';
import { stayEventType } from '../src/webhooks/events';
import { signatureHeader } from '../src/webhooks/signature';
import { addressKind, checkTarget, TargetRefused } from '../src/webhooks/target';

/** The pure parts of webhooks (docs/integrations.md "Webhooks"): what a stay event means, where a URL may point, the signature. */
describe('stayEventType', () => {
  const booked = { active: true, checked_in: false, checked_out: false };
  it.each([
    ['a new stay at version 1', booked, 1, undefined, 'reservation.created'],
    ['a change of a booked stay', booked, 2, booked, 'reservation.changed'],
    ['a cancellation', { ...booked, active: false }, 2, booked, 'reservation.cancelled'],
    ['a check-in', { ...booked, checked_in: true }, 3, booked, 'stay.checked_in'],
    ['a check-out', { ...booked, checked_in: true, checked_out: true }, 4, { ...booked, checked_in: true }, 'stay.checked_out'],
    ['a room move of a guest in house', { ...booked, checked_in: true }, 4, { ...booked, checked_in: true }, 'reservation.changed'],
    ['a checked-in stay first seen late', { ...booked, checked_in: true }, 5, undefined, 'stay.checked_in'],
  ] as const)('%s', (_, stay, version, before, type) => {
    expect(stayEventType(stay, version, before)).toBe(type);
  });
});

describe('addressKind and checkTarget', () => {
  it.each([
    ['127.0.0.1', 'loopback'], ['127.8.9.1', 'loopback'], ['::1', 'loopback'], ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'internal'], ['172.20.0.1', 'internal'], ['192.168.0.1', 'internal'], ['169.254.169.254', 'internal'], ['100.64.0.1', 'internal'],
    ['0.0.0.0', 'internal'], ['fd00::1', 'internal'], ['fe80::1', 'internal'], ['::', 'internal'], ['::ffff:10.0.0.1', 'internal'],
    ['93.184.215.14', 'public'], ['2606:4700::1111', 'public'], ['172.32.0.1', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('allows loopback only in demo mode or by name, and never a private network by default', async () => {
    const strict = { allowedHosts: [], allowLoopback: false };
    await expect(checkTarget(new URL('http://127.0.0.1:8080/x'), strict)).rejects.toBeInstanceOf(TargetRefused);
    await expect(checkTarget(new URL('http://127.0.0.1:8080/x'), { ...strict, allowLoopback: true })).resolves.toBeUndefined();
    await expect(checkTarget(new URL('http://10.0.0.1/x'), { ...strict, allowLoopback: true })).rejects.toBeInstanceOf(TargetRefused);
    await expect(checkTarget(new URL('http://10.0.0.1/x'), { ...strict, allowedHosts: ['10.0.0.1'] })).resolves.toBeUndefined();
    await expect(checkTarget(new URL('http://[fd00::5]/x'), { ...strict, allowedHosts: ['fd00::5'] })).resolves.toBeUndefined();
    await expect(checkTarget(new URL('http://93.184.215.14/x'), strict)).resolves.toBeUndefined();
  });
});

describe('rules', () => {
  it('checks a URL and an event list in the words the service refuses with', () => {
    expect(webhookUrlProblem('')).toBe(WEBHOOK_MESSAGES.required);
    expect(webhookUrlProblem('example.com/hook')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlProblem('https://example.com/hook')).toBeUndefined();
    expect(webhookEventsProblem([])).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(webhookEventsProblem(['invoice.issued', 'nope'])).toBe(WEBHOOK_MESSAGES.eventUnknown);
  });

  it('signs "t.body" with HMAC-SHA256 (the example in docs/integrations.md)', () => {
    expect(signatureHeader('whsec_test', '{"id":"1"}', 1700000000)).toBe('t=1700000000,v1=11bf4466ea17c3df3fd743af0b435368e16b7a05eb8eced85e8c4670767bdec5');
  });
});
