/** ALL RESERVATIONS' search (docs/product.md §2, §7), pure. */
import { routePath } from '@pms/contracts/routes';

export interface ReservationFilters {
  /** Arrival from / to, `YYYY-MM-DD` or ''. */
  arrivalFrom: string;
  arrivalTo: string;
  confirmationNumber: string;
  lastName: string;
  firstName: string;
}

export const emptyFilters: ReservationFilters = Object.freeze({
  arrivalFrom: '',
  arrivalTo: '',
  confirmationNumber: '',
  lastName: '',
  firstName: '',
});

const RESERVATIONS_LIST_ROUTE = '/api/hw/reservations_list/:firstname/:lastname/:sdate/:edate/:confirmationNumber';

/** The filters without stray spaces; what a search actually sends. */
export function cleanFilters(f: ReservationFilters): ReservationFilters {
  return {
    arrivalFrom: f.arrivalFrom.trim(),
    arrivalTo: f.arrivalTo.trim(),
    confirmationNumber: f.confirmationNumber.trim(),
    lastName: f.lastName.trim(),
    firstName: f.firstName.trim(),
  };
}

/** The SPEC sends an empty filter as the word `undefined` (docs/product.md §7). */
const part = (value: string): string => (value === '' ? 'undefined' : value);

/** The path parameters of `GET /api/hw/reservations_list/{firstname}/{lastname}/{sdate}/{edate}/{confirmationNumber}`. */
function reservationsListParams(filters: ReservationFilters) {
  const f = cleanFilters(filters);
  return {
    firstname: part(f.firstName),
    lastname: part(f.lastName),
    sdate: part(f.arrivalFrom),
    edate: part(f.arrivalTo),
    confirmationNumber: part(f.confirmationNumber),
  };
}

/** The search's path as sent (routePath escapes each part). */
export const reservationsListPath = (filters: ReservationFilters): string => routePath(RESERVATIONS_LIST_ROUTE, reservationsListParams(filters));
