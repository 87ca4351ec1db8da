/** IN-HOUSE GUESTS rules without React (docs/product.md §2, §7). */
import type { InHouseGuest } from '@pms/contracts/frontdesk';
import { routePath } from '@pms/ui';

const GUESTS_ROUTE = '/api/hw/guests/:firstname/:lastname/:roomNumber/:confirmationNumber';

export interface GuestFilters {
  roomNumber: string;
  confirmationNumber: string;
  firstName: string;
  lastName: string;
}

export const NO_GUEST_FILTERS: GuestFilters = { roomNumber: '', confirmationNumber: '', firstName: '', lastName: '' };

/** The in-house query; empty filters travel as the word `undefined` (docs/product.md §7). */
export function guestsPath(f: GuestFilters): string {
  return routePath(GUESTS_ROUTE, {
    firstname: f.firstName.trim(),
    lastname: f.lastName.trim(),
    roomNumber: f.roomNumber.trim(),
    confirmationNumber: f.confirmationNumber.trim(),
  });
}

export const guestName = (g: Pick<InHouseGuest, 'first_name' | 'last_name'>): string => `${g.first_name} ${g.last_name}`.trim();

/** The printed page's line saying what the list is: "In-house guests, room 104, last name Smith". */
export function filterSummary(f: GuestFilters): string {
  const parts = [
    f.roomNumber.trim() && `room ${f.roomNumber.trim()}`,
    f.confirmationNumber.trim() && `confirmation number ${f.confirmationNumber.trim()}`,
    f.firstName.trim() && `first name ${f.firstName.trim()}`,
    f.lastName.trim() && `last name ${f.lastName.trim()}`,
  ].filter(Boolean);
  return ['In-house guests', ...parts].join(', ');
}
