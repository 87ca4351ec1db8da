import type { CreateInvoiceAnswer, DepartureRow, InvoiceRow } from '@pms/contracts/billing';
import { DEMO_HOTEL } from '@pms/contracts/demo-hotel';
import type { CheckoutAnswer } from '@pms/contracts/frontdesk';
import type { Folio } from '@pms/contracts/folio';

/** svc-billing's pre-invoice of a 3-night stay at $129.00 with the demo tax rates (5 %, 3 %, 7 %). */
export const preInvoice: InvoiceRow = {
  res_room_id: 12,
  first_name: 'Ada',
  last_name: 'Lovelace',
  ccLastFour: '4242',
  room_num: '104',
  check_in_date: '2026-02-27',
  check_out_date: '2026-03-02',
  payment_type: null,
  num_days: 3,
  rate: 129,
  room_total: 387,
  county_tax: 19.35,
  city_tax: 11.61,
  state_tax: 27.09,
  county_rate: 0.05,
  city_rate: 0.03,
  state_rate: 0.07,
  total: 445.05,
  invoice_id: null,
  invoice_number: null,
  paid_at: null,
};

export const paidInvoice = (paymentType: 'Cash' | 'Credit Card' = 'Cash'): InvoiceRow => ({
  ...preInvoice,
  payment_type: paymentType,
  invoice_id: 5,
  invoice_number: 'INV-2026-000005',
  paid_at: '2026-03-02T10:15:00.000Z',
});

export const paymentAnswer = (paymentType: 'Cash' | 'Credit Card' = 'Cash'): CreateInvoiceAnswer => [
  paidInvoice(paymentType),
  { invoice_id: 5, invoice_number: 'INV-2026-000005' },
];

export const checkoutAnswer: CheckoutAnswer = {
  res_room_id: 12,
  reservation_id: 3,
  name: 'Ada Lovelace',
  room_id: 4,
  room_num: '104',
  check_in_date: '2026-02-27',
  check_out_date: '2026-03-02',
  checked_in: 1,
  checked_out: 1,
  checked_out_on: '2026-03-02',
  message: 'Checked out.',
};

/** svc-rooms' hotel info of the demo hotel. */
export const hotel = DEMO_HOTEL;

export const departures: DepartureRow[] = [
  {
    room_num: '104',
    name: 'Ada Lovelace',
    check_in_date: '2026-02-27',
    check_out_date: '2026-03-02',
    num_days: 3,
    rate: 129,
    checked_out: 0,
    res_room_id: 12,
    confirmation_code: 'ADA12345',
    balance: 445.05,
  },
  {
    room_num: '205',
    name: 'Alan Turing',
    check_in_date: '2026-02-28',
    check_out_date: '2026-03-02',
    num_days: 2,
    rate: 1049.5,
    checked_out: 1,
    res_room_id: 13,
    confirmation_code: null,
    balance: 2413.85,
  },
];

export interface Call {
  method: string;
  path: string;
  /** The query parameters (`?limit=&cursor=` of a paged list). */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export type Handler = (call: Call) => Response | Promise<Response>;

/**
 * A fetch stand-in that answers by "METHOD /path" and records every call in order. An unknown call
 * answers 404 with our error body, so a wrong path fails the test visibly.
 */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://pms.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const call: Call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return Response.json({ error: 'not_found', message: `no fake for ${method} ${url.pathname}` }, { status: 404 });
    return typeof route === 'function' ? (route as Handler)(call) : Response.json(route);
  };
  return { fetch, calls };
}

/** svc-billing's folio of stay 12 before payment: two nights posted with their taxes, nothing paid yet. */
export const folio = (over: Partial<Folio> = {}): Folio => ({
  res_room_id: 12,
  status: 'open',
  lines: [
    { line_id: 1, kind: 'room', service_date: '2026-02-27', code: 'ROOM', description: 'Room night 2026-02-27', quantity: 1, amount: 129, parent_line_id: null, posted_by: 'night audit', posted_at: '2026-02-28T08:00:00.000Z' },
    { line_id: 2, kind: 'tax', service_date: '2026-02-27', code: 'COUNTY_TAX', description: 'County tax', quantity: 1, amount: 6.45, parent_line_id: 1, posted_by: 'night audit', posted_at: '2026-02-28T08:00:00.000Z' },
  ],
  payments: [],
  charges: 135.45,
  paid: 0,
  balance: 135.45,
  projected_total: 445.05,
  documents: [],
  ...over,
});

const chargeCodes = {
  charge_codes: [
    { code: 'Minibar', description: 'Minibar', taxed: true },
    { code: 'Damage', description: 'Damage', taxed: false },
  ],
};

/** The fakes every page of the folio asks for besides its own calls. */
export const folioRoutes = (user: { access_id: number } = { access_id: 1 }) => ({
  'GET /api/folios/12': folio(),
  'GET /api/charge-codes': chargeCodes,
  'GET /api/business-date': { business_date: '2026-03-02' },
  'GET /api/login/status': { user_id: 7, username: 'clerk', type: 'Employee', ...user },
});
