import { auditRoutes, createServiceApp, sessionGuard, type ServiceDeps } from '@pms/service-kit';
import { billingListRoutes } from './routes/billing-list';
import { dashboardRoutes } from './routes/dashboard';
import { folioRoutes } from './routes/folios';
import { invoiceRoutes } from './routes/invoices';

export function createApp(deps: ServiceDeps) {
  const app = createServiceApp('billing', deps);
  app.use('/api/*', sessionGuard(deps.verifier));
  app.route('/', billingListRoutes(deps));
  app.route('/', invoiceRoutes(deps));
  app.route('/', folioRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', auditRoutes('billing', deps.sql));
  return app;
}
