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

export const RESERVATIONS_LIST_ROUTE = '/api/hw/reservations_list/:firstname/:lastname/:sdate/:edate/:confirmationNumber';

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

/**
 * `GET /api/hw/reservations_list/{firstname}/{lastname}/{sdate}/{edate}/{confirmationNumber}`;
 * every empty part is sent as the word `undefined` (routePath does that, and escapes the rest).
 */
export function reservationsListPath(filters: ReservationFilters): string {
  const f = cleanFilters(filters);
  return routePath(RESERVATIONS_LIST_ROUTE, {
    firstname: f.firstName,
    lastname: f.lastName,
    sdate: f.arrivalFrom,
    edate: f.arrivalTo,
    confirmationNumber: f.confirmationNumber,
  });
}
