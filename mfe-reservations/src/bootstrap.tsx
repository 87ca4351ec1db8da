import { mountStandalone } from '@pms/webpack-config/standalone';
import ReservationsRoutes from './routes';

// Development only: the reservations team's standalone page (see @pms/webpack-config/standalone).
// In the suite the shell mounts ./routes and this file is not built at all.
mountStandalone(ReservationsRoutes, 'reservations');
