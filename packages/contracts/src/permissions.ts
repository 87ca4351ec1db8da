/**
 * The permission table: every action a user can take, mapped to the least role allowed to take it
 * (docs/product.md §6). The route table names an action per route, so the gateway and every service
 * refuse a call below its level from this one table, and the shell's guards and menus read the same
 * entries. Nothing else decides who may do what.
 *
 * Zod-free on purpose: the front ends import it without pulling a validation library.
 */

/** Roles by `access_id` (svc-auth's `access_levels` holds the same rows). */
export const ROLES = { guest: 0, employee: 1, manager: 2, administrator: 3 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_NAMES: Readonly<Record<number, string>> = { 0: 'Guest', 1: 'Employee', 2: 'Manager', 3: 'Administrator' };

export const PERMISSIONS = {
  /** Sign in, sign out, who am I: open to everyone. */
  'session.use': ROLES.guest,
  /** Change one's own password (every signed-in user). */
  'password.change': ROLES.employee,
  /** Every screen and call of docs/product.md §2/§7: staff at the desk. */
  'desk.work': ROLES.employee,
  /** Read the hotel's business date (the top bar, every "today"). */
  'business_date.read': ROLES.employee,
  /** Post charges and allowances, take payments, read folios. */
  'folio.work': ROLES.employee,
  /** Give money back. */
  'folio.refund': ROLES.manager,
  /** Reverse an issued invoice. */
  'invoice.credit_note': ROLES.manager,
  /** Close the business day, read its reports. */
  'night_audit.run': ROLES.manager,
  /** Read the audit trail and verify its chain. */
  'audit.read': ROLES.manager,
  /** Change the hotel's tax rates. */
  'tax_rates.write': ROLES.manager,
  /** Staff accounts, roles, machine clients, webhooks. */
  'staff.manage': ROLES.administrator,
} as const satisfies Record<string, Role>;

export type Action = keyof typeof PERMISSIONS;

/** Whether a user (or a session's claims) may take an action. */
export function can(user: { access_id: number }, action: Action): boolean {
  return user.access_id >= PERMISSIONS[action];
}

/** The least `access_id` an action needs. */
export function levelOf(action: Action): number {
  return PERMISSIONS[action];
}

/**
 * Machine clients' scopes (docs/integrations.md "Machine clients"): one per area and verb, `read`
 * for GET and `write` for the rest. The route table gives each route its area, and a route's scope
 * is `<area>:<verb>` only when an Employee may call it (`CLIENT_MAX_LEVEL`): Manager and
 * Administrator routes (refunds, night audit, audit trail, staff, clients) are never a client's.
 */
export const SCOPE_AREAS = {
  reservations: 'bookings and the business date',
  frontdesk: 'arrivals, in-house guests, check-in and check-out, departures',
  rooms: 'the room catalog and hotel information',
  housekeeping: 'cleanliness and work orders',
  folios: 'folios, charges, payments, invoices and tax rates',
  reports: 'availability, house status and the dashboard figures',
} as const;
export type ScopeArea = keyof typeof SCOPE_AREAS;
export type ScopeVerb = 'read' | 'write';
export type Scope = `${ScopeArea}:${ScopeVerb}`;

/** Areas with nothing a client may change: the room catalog and the reports are read only. */
const READ_ONLY_AREAS: readonly ScopeArea[] = ['rooms', 'reports'];

/** Every scope a client can be given, in a stable order (every one reaches at least one route). */
export const SCOPES: readonly Scope[] = (Object.keys(SCOPE_AREAS) as ScopeArea[]).flatMap((area) =>
  READ_ONLY_AREAS.includes(area) ? [`${area}:read` as const] : [`${area}:read` as const, `${area}:write` as const],
);

/** The highest role whose routes a machine client may be given (see `SCOPE_AREAS`). */
export const CLIENT_MAX_LEVEL = ROLES.employee;

export const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value);

/** A token's `scope` claim (space-separated, RFC 6749 §3.3) as a list. */
export const scopeList = (scope: string | undefined): string[] => (scope ?? '').split(' ').filter((s) => s.length > 0);
