import { mountStandalone } from '@pms/webpack-config/standalone';
import FrontdeskRoutes from './routes';

// Development only: the front-desk team's standalone page (see @pms/webpack-config/standalone).
// In the suite the shell mounts ./routes and this file is not built at all.
mountStandalone(FrontdeskRoutes, 'front-desk');
