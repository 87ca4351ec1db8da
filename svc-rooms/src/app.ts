import { auditRoutes, createServiceApp, sessionGuard, type ServiceDeps } from '@pms/service-kit';
import { catalogRoutes } from './routes/catalog';
import { dashboardRoutes } from './routes/dashboard';
import { housekeepingRoutes } from './routes/housekeeping';
import { workOrderRoutes } from './routes/workorders';

export function createApp(deps: ServiceDeps) {
  const app = createServiceApp('rooms', deps);
  app.use('/api/*', sessionGuard(deps.verifier));
  app.route('/', catalogRoutes(deps));
  app.route('/', housekeepingRoutes(deps));
  app.route('/', workOrderRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', auditRoutes('rooms', deps.sql));
  return app;
}
