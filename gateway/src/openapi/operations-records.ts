import { type z } from 'zod';
import { AuditFilter, AuditPageAnswer, AuditServiceEntries, AuditServiceQuery, AuditServiceVerification, AuditVerificationAnswer } from '@pms/contracts/audit';
import { BillingFigures, DashboardAnswer, ReservationFigures, RoomFigures } from '@pms/contracts/dashboard';
import { LiveRoomEvent } from '@pms/contracts/housekeeping';
import type { RouteKey, ServiceName } from '@pms/contracts/routes';
import { EXAMPLE } from './examples';
import type { GatewayRouteKey, OperationDoc } from './operation';

const figures = (service: ServiceName, answer: z.ZodType): OperationDoc => ({
  operationId: `get${capital(service)}Figures`,
  summary: `The ${service} service’s own dashboard figures`,
  description: 'One service’s part of `GET /api/dashboard`, which most clients want instead.',
  tag: 'Dashboard',
  answer,
  example: {},
});

const entries = (service: ServiceName): OperationDoc => ({
  operationId: `list${capital(service)}AuditEntries`,
  summary: `The ${service} service’s own audit entries, newest first`,
  description: 'One service’s part of `GET /api/audit`; `before_at`/`before_entry` page it.',
  tag: 'Audit',
  query: AuditServiceQuery,
  answer: AuditServiceEntries,
  example: { query: { from: EXAMPLE.date, limit: 10 } },
});

const verify = (service: ServiceName): OperationDoc => ({
  operationId: `verify${capital(service)}AuditChain`,
  summary: `Verify the ${service} service’s audit hash chain`,
  tag: 'Audit',
  answer: AuditServiceVerification,
  example: {},
});

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Each service's dashboard figures and audit calls (the gateway merges them; see GATEWAY_OPERATIONS). */
export const RECORD_OPERATIONS = {
  'GET /api/dashboard/reservations': figures('reservations', ReservationFigures),
  'GET /api/dashboard/rooms': figures('rooms', RoomFigures),
  'GET /api/dashboard/billing': figures('billing', BillingFigures),
  'GET /api/audit/auth/entries': entries('auth'),
  'GET /api/audit/auth/verify': verify('auth'),
  'GET /api/audit/reservations/entries': entries('reservations'),
  'GET /api/audit/reservations/verify': verify('reservations'),
  'GET /api/audit/rooms/entries': entries('rooms'),
  'GET /api/audit/rooms/verify': verify('rooms'),
  'GET /api/audit/billing/entries': entries('billing'),
  'GET /api/audit/billing/verify': verify('billing'),
} as const satisfies Partial<Record<RouteKey, OperationDoc>>;

/** The gateway's own routes, with the permission each needs (they are not in the route table). */
export const GATEWAY_OPERATIONS: Record<GatewayRouteKey, OperationDoc & { action: 'desk.work' | 'audit.read' }> = {
  'GET /api/dashboard': {
    operationId: 'getDashboard',
    summary: 'The day’s figures, merged from every service',
    description: 'A service that does not answer within its short budget leaves only its figures `null`, each named in `unavailable`.',
    tag: 'Dashboard',
    answer: DashboardAnswer,
    action: 'desk.work',
    example: {},
  },
  'GET /api/audit': {
    operationId: 'listAuditEntries',
    summary: 'The audit trail of every service, newest first, 50 a page',
    description: 'Pass `next_cursor` back as `cursor` for the next page. A service that did not answer is named in `unavailable`.',
    tag: 'Audit',
    query: AuditFilter,
    answer: AuditPageAnswer,
    action: 'audit.read',
    example: { query: { entity: 'reservation', entity_id: EXAMPLE.reservationId } },
  },
  'GET /api/audit/verify': {
    operationId: 'verifyAuditChains',
    summary: 'Verify every service’s audit hash chain',
    tag: 'Audit',
    answer: AuditVerificationAnswer,
    action: 'audit.read',
    example: {},
  },
  'GET /api/live/rooms': {
    operationId: 'followRooms',
    summary: 'Live feed of room changes (server-sent events)',
    description:
      'A `text/event-stream`: `ready` once connected (read the board then), `room` with the schema below for every change of a room, `work-order` when a work order changes, and `session-ended` before the gateway closes the stream of a session that is no longer valid.',
    tag: 'Housekeeping',
    answer: LiveRoomEvent,
    eventStream: true,
    action: 'desk.work',
    example: {},
  },
};
