import { mountStandalone } from '@pms/webpack-config/standalone';
import FinanceRoutes from './routes';

// Development only: the finance team's standalone page (see @pms/webpack-config/standalone).
// In the suite the shell mounts ./routes and this file is not built at all.
mountStandalone(FinanceRoutes, 'finance');
