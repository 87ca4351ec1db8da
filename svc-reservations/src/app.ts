import { auditRoutes, createServiceApp, sessionGuard, type ServiceDeps } from '@pms/service-kit';
import type { ReservationsConfig } from './config';
import { cardVaultFor } from './domain/card-vault';
import { businessDateRoutes } from './routes/business-date';
import { dashboardRoutes } from './routes/dashboard';
import { nightAuditRoutes } from './routes/night-audit';
import { frontDeskRoutes } from './routes/frontdesk';
import { reportRoutes } from './routes/reports';
import { reservationRoutes } from './routes/reservation';
import { resRoomRoutes } from './routes/res-rooms';
import { searchRoutes } from './routes/search';

export function createApp(deps: ServiceDeps<ReservationsConfig>) {
  const app = createServiceApp('reservations', deps);
  app.use('/api/*', sessionGuard(deps.verifier));
  app.route('/', reservationRoutes(deps, cardVaultFor(deps.config)));
  app.route('/', resRoomRoutes(deps));
  app.route('/', searchRoutes(deps));
  app.route('/', frontDeskRoutes(deps));
  app.route('/', reportRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', auditRoutes('reservations', deps.sql));
  app.route('/', businessDateRoutes(deps));
  app.route('/', nightAuditRoutes(deps));
  return app;
}
