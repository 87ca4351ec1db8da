import { describe, expect, it } from 'vitest';
import {
  backToBillingHref,
  paymentHref,
  paymentState,
  readPaymentTarget,
} from '../src/billing/paymentTarget';

const q = (s: string) => new URLSearchParams(s);

describe('what Check Out and Invoice carry to the payment page', () => {
  it('Check Out carries the stay and its room number in the address', () => {
    expect(paymentHref({ kind: 'stay', resRoomId: 12, roomNum: '104' })).toBe('/cashiering/payment?res_room_id=12&room_num=104');
    expect(paymentHref({ kind: 'invoice', invoiceId: 7, roomNum: '104' })).toBe('/cashiering/payment?invoice_id=7&room_num=104');
  });

  it('reads back what it wrote (so a reload opens the same invoice)', () => {
    for (const t of [
      { kind: 'stay', resRoomId: 12, roomNum: '104' },
      { kind: 'invoice', invoiceId: 7, roomNum: '2A' },
    ] as const) {
      const href = paymentHref(t);
      expect(readPaymentTarget(q(href.split('?')[1] ?? ''))).toEqual(t);
    }
  });

  it('falls back on the router state when the address has nothing', () => {
    const state = paymentState({ kind: 'stay', resRoomId: 31, roomNum: '305' }, '?show=dueOut');
    expect(readPaymentTarget(q(''), state)).toEqual({ kind: 'stay', resRoomId: 31, roomNum: '305' });
  });

  it('prefers the invoice id over the stay (once paid the page shows the invoice)', () => {
    expect(readPaymentTarget(q('res_room_id=12&invoice_id=9&room_num=104'))).toEqual({
      kind: 'invoice',
      invoiceId: 9,
      roomNum: '104',
    });
  });

  it('refuses ids that are not positive whole numbers, naming them', () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', '']) {
      const r = readPaymentTarget(q(`res_room_id=${encodeURIComponent(bad)}`));
      expect(r.kind).toBe('invalid');
    }
    const r = readPaymentTarget(q('invoice_id=x1'));
    expect(r).toEqual({ kind: 'invalid', message: '"x1" is not an invoice number.' });
    expect(readPaymentTarget(q(''), null).kind).toBe('invalid');
  });

  it('Back to Billing returns to the search the clerk came from', () => {
    expect(backToBillingHref(paymentState({ kind: 'stay', resRoomId: 1, roomNum: '1' }, '?show=dueOut'))).toBe(
      '/cashiering/billing?show=dueOut',
    );
    expect(backToBillingHref(undefined)).toBe('/cashiering/billing');
    expect(backToBillingHref({ billingSearch: 42 })).toBe('/cashiering/billing');
  });
});
