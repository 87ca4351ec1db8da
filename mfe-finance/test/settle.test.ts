import { describe, expect, it, vi } from 'vitest';
import type { CreateInvoiceAnswer } from '@pms/contracts/billing';
import { forgetPaymentKey, paymentKey, settleStay, type KeyStore } from '../src/billing/settle';

const answer = [{ invoice_id: 5 }, { invoice_id: 5, invoice_number: 'INV-2026-000005' }] as unknown as CreateInvoiceAnswer;

describe('Submit Payment: pay, then check out', () => {
  it('pays first and checks out after', async () => {
    const order: string[] = [];
    const outcome = await settleStay({
      pay: async () => (order.push('pay'), answer),
      checkOut: async () => order.push('check-out'),
    });
    expect(order).toEqual(['pay', 'check-out']);
    expect(outcome).toEqual({ kind: 'paid', answer });
  });

  it('does not check the guest out when the payment is refused', async () => {
    const refused = new Error('409 not checked in');
    const checkOut = vi.fn();
    const outcome = await settleStay({ pay: () => Promise.reject(refused), checkOut });
    expect(outcome).toEqual({ kind: 'payment-failed', error: refused });
    expect(checkOut).not.toHaveBeenCalled();
  });

  it('keeps the payment when only the check-out fails (the invoice event completes it)', async () => {
    const down = new Error('503');
    const outcome = await settleStay({ pay: async () => answer, checkOut: () => Promise.reject(down) });
    expect(outcome).toEqual({ kind: 'paid-check-out-pending', answer, checkOutError: down });
  });

  it('a retry after a lost answer runs both calls again (each is safe to repeat)', async () => {
    let attempts = 0;
    const pay = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return answer;
    });
    const checkOut = vi.fn(async () => ({}));
    expect((await settleStay({ pay, checkOut })).kind).toBe('payment-failed');
    expect((await settleStay({ pay, checkOut })).kind).toBe('paid');
    expect(pay).toHaveBeenCalledTimes(2);
    expect(checkOut).toHaveBeenCalledTimes(1);
  });
});

function memoryStore(): KeyStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('the payment Idempotency-Key', () => {
  it('is the same for every attempt at one stay until the payment is confirmed', () => {
    const store = memoryStore();
    let n = 0;
    const fresh = () => `key-${++n}`;
    const first = paymentKey(store, 12, fresh);
    expect(paymentKey(store, 12, fresh)).toBe(first);
    expect(paymentKey(store, 13, fresh)).not.toBe(first);
    forgetPaymentKey(store, 12);
    expect(paymentKey(store, 12, fresh)).not.toBe(first);
  });

  it('still gives a key when storage is missing or refuses', () => {
    expect(paymentKey(undefined, 1, () => 'k')).toBe('k');
    const broken: KeyStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(paymentKey(broken, 1, () => 'k2')).toBe('k2');
    expect(() => forgetPaymentKey(broken, 1)).not.toThrow();
  });
});
