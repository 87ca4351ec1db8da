/**
 * What the billing list hands the payment page (docs/product.md §2): Check Out carries the stay
 * (`res_room_id`) and its room number, Invoice carries the invoice id and the room number. Both go
 * into the address (`/cashiering/payment?res_room_id=12&room_num=104`) so a reload or a bookmark
 * opens the same invoice, and into the router state together with the billing search to return to.
 */
import { billingHref } from './filters';

export type PaymentTarget =
  | { kind: 'stay'; resRoomId: number; roomNum: string }
  | { kind: 'invoice'; invoiceId: number; roomNum: string };

export type PaymentTargetReading = PaymentTarget | { kind: 'invalid'; message: string };

/** Router state the billing page sends along (optional: the address alone is enough). */
export interface PaymentState {
  res_room_id?: number;
  invoice_id?: number;
  room_num?: string;
  /** The billing page's query (`?show=dueOut`), for Back to Billing. */
  billingSearch?: string;
}

const PAYMENT_PATH = '/cashiering/payment';

function paymentSearch(target: PaymentTarget): URLSearchParams {
  const out = new URLSearchParams();
  if (target.kind === 'stay') out.set('res_room_id', String(target.resRoomId));
  else out.set('invoice_id', String(target.invoiceId));
  if (target.roomNum !== '') out.set('room_num', target.roomNum);
  return out;
}

export function paymentHref(target: PaymentTarget): string {
  return `${PAYMENT_PATH}?${paymentSearch(target).toString()}`;
}

export function paymentState(target: PaymentTarget, billingSearch: string): PaymentState {
  return {
    ...(target.kind === 'stay' ? { res_room_id: target.resRoomId } : { invoice_id: target.invoiceId }),
    room_num: target.roomNum,
    billingSearch,
  };
}

/** A positive whole id (as the services' `Id`), or undefined. */
function positiveId(v: unknown): number | undefined {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

const asState = (state: unknown): PaymentState =>
  typeof state === 'object' && state !== null ? state : {};

/**
 * Reads the target from the address, falling back on router state. An invoice id wins over a stay
 * (it is what the page shows once paid).
 */
export function readPaymentTarget(search: URLSearchParams, state?: unknown): PaymentTargetReading {
  const s = asState(state);
  const roomRaw = search.get('room_num') ?? (typeof s.room_num === 'string' ? s.room_num : '');
  const roomNum = roomRaw.trim();
  const invoiceRaw = search.get('invoice_id') ?? s.invoice_id;
  const stayRaw = search.get('res_room_id') ?? s.res_room_id;
  if (invoiceRaw !== undefined && invoiceRaw !== null) {
    const invoiceId = positiveId(invoiceRaw);
    if (invoiceId === undefined) return { kind: 'invalid', message: `"${String(invoiceRaw)}" is not an invoice number.` };
    return { kind: 'invoice', invoiceId, roomNum };
  }
  if (stayRaw !== undefined && stayRaw !== null) {
    const resRoomId = positiveId(stayRaw);
    if (resRoomId === undefined) return { kind: 'invalid', message: `"${String(stayRaw)}" is not a stay number.` };
    return { kind: 'stay', resRoomId, roomNum };
  }
  return { kind: 'invalid', message: 'No stay or invoice was chosen. Open the invoice from the billing list.' };
}

/** Back to Billing: to the billing search the clerk came from, if the router state remembers it. */
export function backToBillingHref(state: unknown): string {
  const search = asState(state).billingSearch;
  return billingHref(typeof search === 'string' ? search : undefined);
}
