import { createServiceApp, sessionGuard, type ServiceDeps } from '@pms/service-kit';
import { catalogRoutes } from './routes/catalog';

export function createApp(deps: ServiceDeps) {
  const app = createServiceApp('rooms', deps);
  app.use('/api/*', sessionGuard(deps.verifier));
  app.route('/', catalogRoutes(deps));
  return app;
}
