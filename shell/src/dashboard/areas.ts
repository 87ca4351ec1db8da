/** The dashboard's four cards and the side menu's links (docs/product.md §2 "/ Dashboard"). */
export interface AreaLink {
  to: string;
  label: string;
}
export interface Area {
  /** The card's heading as the spec writes it. */
  title: string;
  /** The side menu's group name. */
  menu: string;
  links: AreaLink[];
}

export const AREAS: readonly Area[] = [
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
    ],
  },
];
