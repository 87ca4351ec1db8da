import { can, levelOf, type Action } from '@pms/contracts/permissions';

/** STAFF (the shell's own screen, Administrators only) and the user card's Change password. */
export const STAFF_PATH = '/admin/staff';
/** CLIENTS (the shell's own screen, Administrators only): machine clients of the API. */
export const CLIENTS_PATH = '/admin/clients';
/** WEBHOOKS (the shell's own screen, Administrators only): where the hotel's events are sent. */
export const WEBHOOKS_PATH = '/admin/webhooks';
export const CHANGE_PASSWORD_PATH = '/account/password';

/**
 * The dashboard's cards and the side menu's links (docs/product.md §2 "/ Dashboard": the four
 * departments; Administration, the shell's own STAFF screen, only for those who may).
 */
interface AreaLink {
  to: string;
  label: string;
  /** A screen for some roles only: the permission table's action it needs (shown to those who may). */
  action?: Action;
}
export interface Area {
  /** The card's heading as the spec writes it. */
  title: string;
  /** The side menu's group name. */
  menu: string;
  links: AreaLink[];
}

const AREAS: readonly Area[] = [
  {
    title: 'RESERVATION',
    menu: 'Reservations',
    links: [
      { to: '/reserve/new', label: 'New Reservation' },
      { to: '/reserve/allreservations', label: 'All Reservations' },
    ],
  },
  {
    title: 'FRONT DESK',
    menu: 'Front desk',
    links: [
      { to: '/frontdesk/arrivals', label: 'Arrivals' },
      { to: '/frontdesk/inhouse', label: 'In-House Guests' },
      { to: '/frontdesk/maintenance', label: 'Maintenance' },
    ],
  },
  {
    title: 'FINANCE',
    menu: 'Finance',
    links: [{ to: '/cashiering/billing', label: 'Billing' }],
  },
  {
    title: 'REPORTS',
    menu: 'Reports',
    links: [
      { to: '/reports/housekeeping', label: 'Housekeeping' },
      { to: '/reports/detailedAvailability', label: 'Detailed Availability' },
      { to: '/reports/houseStatus', label: 'House Status' },
      { to: '/reports/nightAudit', label: 'Night Audit', action: 'night_audit.run' },
      { to: '/reports/audit', label: 'Audit Trail', action: 'audit.read' },
    ],
  },
  {
    title: 'ADMINISTRATION',
    menu: 'Administration',
    links: [
      { to: STAFF_PATH, label: 'Staff', action: 'staff.manage' },
      { to: CLIENTS_PATH, label: 'Clients', action: 'staff.manage' },
      { to: WEBHOOKS_PATH, label: 'Webhooks', action: 'staff.manage' },
    ],
  },
];

/** The areas with only the links this user may follow; an area left with none is not shown. */
export function areasFor(user: { access_id: number }): Area[] {
  return AREAS.map((area) => ({ ...area, links: area.links.filter((l) => !l.action || can(user, l.action)) })).filter(
    (area) => area.links.length > 0,
  );
}

/** The action a screen needs beyond its department's level, if any (the shell's guard reads it). */
function screenAction(pathname: string): Action | undefined {
  const path = pathname.toLowerCase();
  for (const area of AREAS) for (const l of area.links) if (l.action && (path === l.to.toLowerCase() || path.startsWith(`${l.to.toLowerCase()}/`))) return l.action;
  return undefined;
}

/**
 * The access level the guard applies to an address: its area's own level (a department's, or
 * signed-in for the shell's screens), raised to its link's action in the permission table.
 */
export function screenLevel(pathname: string, areaLevel: number): number {
  const action = screenAction(pathname);
  return Math.max(areaLevel, action ? levelOf(action) : 0);
}
