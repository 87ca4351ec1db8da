/**
 * Submit Payment (docs/product.md §2, §4; docs/architecture.md §6 "Check out and pay"): the page pays the stay
 * (`POST /api/hw/invoice`) and checks the guest out (`PUT /api/hw/checkoutRoom/…`).
 *
 * Payment goes first: if it is refused nothing has changed and the guest is not left checked out
 * with an unpaid bill. Both calls are safe to repeat — the payment carries one Idempotency-Key for
 * the whole action and svc-billing keeps one invoice per stay; check-out of a stay already checked
 * out of that room answers the same again — so Submit after any failure simply runs both again.
 * A check-out that fails after the payment went through is not a failed payment: the invoice is
 * final, and svc-reservations completes the check-out from the invoice event (docs/architecture.md §6), so
 * the page shows the invoice and says the check-out is still pending.
 */
import type { CreateInvoiceAnswer } from '@pms/contracts/billing';

export interface SettleCalls {
  pay: () => Promise<CreateInvoiceAnswer>;
  checkOut: () => Promise<unknown>;
}

export type SettleOutcome =
  | { kind: 'paid'; answer: CreateInvoiceAnswer }
  | { kind: 'paid-check-out-pending'; answer: CreateInvoiceAnswer; checkOutError: unknown }
  | { kind: 'payment-failed'; error: unknown };

export async function settleStay(calls: SettleCalls): Promise<SettleOutcome> {
  let answer: CreateInvoiceAnswer;
  try {
    answer = await calls.pay();
  } catch (error) {
    return { kind: 'payment-failed', error };
  }
  try {
    await calls.checkOut();
  } catch (checkOutError) {
    return { kind: 'paid-check-out-pending', answer, checkOutError };
  }
  return { kind: 'paid', answer };
}

/**
 * One Idempotency-Key per stay for this browser tab: a reload after an answer was lost retries
 * with the same key and gets the first answer back. Forgotten once the payment is confirmed.
 */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const storageKey = (resRoomId: number) => `pms.finance.payment-key.${resRoomId}`;

export function paymentKey(store: KeyStore | undefined, resRoomId: number, fresh: () => string): string {
  try {
    const kept = store?.getItem(storageKey(resRoomId));
    if (kept) return kept;
    const key = fresh();
    store?.setItem(storageKey(resRoomId), key);
    return key;
  } catch {
    return fresh(); // storage refused (private mode, quota): a key for this action only
  }
}

export function forgetPaymentKey(store: KeyStore | undefined, resRoomId: number): void {
  try {
    store?.removeItem(storageKey(resRoomId));
  } catch {
    // nothing kept, nothing to forget
  }
}
