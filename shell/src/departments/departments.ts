import { SIGNED_IN } from '@pms/contracts/routes';

/** A department's area of the site, served by one remote (docs/architecture.md §2). */
export interface Department {
  /** Federation name of its remote, as in /remotes.json. */
  name: string;
  /** How staff call it, e.g. "Front desk" ("Front desk is unavailable right now"). */
  label: string;
  /** Path prefixes it owns, each a whole first segment: `/frontdesk` owns `/frontdesk/arrivals`. */
  paths: string[];
  /** Minimum access_id for every screen of the area. */
  level: number;
}

/** The four departments of docs/product.md §2; /remotes.json may add more (see remoteList.ts). */
export const KNOWN_DEPARTMENTS: readonly Department[] = [
  { name: 'reservations', label: 'Reservations', paths: ['/reserve', '/reservationcomfirmation'], level: SIGNED_IN },
  { name: 'frontdesk', label: 'Front desk', paths: ['/frontdesk'], level: SIGNED_IN },
  { name: 'finance', label: 'Finance', paths: ['/cashiering'], level: SIGNED_IN },
  { name: 'reports', label: 'Reports', paths: ['/reports'], level: SIGNED_IN },
];

/** The department owning `pathname`, matching whole segments (`/reports2` is not `/reports`). */
export function departmentFor(pathname: string, departments: readonly Department[]): Department | undefined {
  const path = pathname.toLowerCase();
  return departments.find((d) =>
    d.paths.some((prefix) => {
      const p = prefix.toLowerCase();
      return path === p || path.startsWith(`${p}/`);
    }),
  );
}
