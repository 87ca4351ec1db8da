/**
 * The FINANCE screen's search (docs/product.md §2 /cashiering/billing): room number, first and last name,
 * and at most one of Stay Over / Due Out / Checked Out (docs/product.md §4). The applied search lives in the
 * page's address (`?room=…&first=…&last=…&show=dueOut`), so a reload, the browser's Back button and
 * the payment page's Back to Billing link all return to the same list.
 */
import { routePath } from '@pms/contracts/routes';
import { DEPARTURE_FILTERS, type DepartureFlag } from '@pms/contracts/rules/statuses';

/** Which stays the list is narrowed to: the departures route's three flags, of which one may be true. */
export type BillingShow = DepartureFlag;

/** The three checkboxes, as the rules module labels them. */
export const SHOW_OPTIONS: readonly { value: BillingShow; label: string }[] = DEPARTURE_FILTERS.map(({ flag, label }) => ({ value: flag, label }));

export interface BillingFilters {
  roomNumber: string;
  firstName: string;
  lastName: string;
  show: BillingShow | null;
}

export const NO_FILTERS: BillingFilters = { roomNumber: '', firstName: '', lastName: '', show: null };

const DEPARTURES_ROUTE = '/api/hw/departures/:firstname/:lastname/:roomNumber/:stayOver/:dueOut/:checkedOut';

const isShow = (v: string | null): v is BillingShow => SHOW_OPTIONS.some((o) => o.value === v);

/**
 * The billing list's call. Empty filters become the word `undefined` (docs/product.md §7); the flags are
 * always sent as true/false, only the chosen one true.
 */
export function departuresPath(f: BillingFilters): string {
  return routePath(DEPARTURES_ROUTE, {
    firstname: f.firstName.trim(),
    lastname: f.lastName.trim(),
    roomNumber: f.roomNumber.trim(),
    stayOver: String(f.show === 'stayOver'),
    dueOut: String(f.show === 'dueOut'),
    checkedOut: String(f.show === 'checkedOut'),
  });
}

/** The search held in the billing page's address; unknown `show` values are ignored. */
export function filtersFromSearch(search: URLSearchParams): BillingFilters {
  const show = search.get('show');
  return {
    roomNumber: search.get('room') ?? '',
    firstName: search.get('first') ?? '',
    lastName: search.get('last') ?? '',
    show: isShow(show) ? show : null,
  };
}

/** The address query for a search (trimmed; empty filters left out). */
export function filtersToSearch(f: BillingFilters): URLSearchParams {
  const out = new URLSearchParams();
  const put = (key: string, value: string) => {
    const v = value.trim();
    if (v !== '') out.set(key, v);
  };
  put('room', f.roomNumber);
  put('first', f.firstName);
  put('last', f.lastName);
  if (f.show) out.set('show', f.show);
  return out;
}

/** Where Back to Billing leads: the billing page with the search the clerk came from. */
export function billingHref(search?: string | URLSearchParams): string {
  const query = search === undefined ? '' : String(search).replace(/^\?/, '');
  return query === '' ? '/cashiering/billing' : `/cashiering/billing?${query}`;
}
