import { createConfig, DEV_PORTS } from '@pms/webpack-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig({
    name: 'reservations',
    kind: 'remote',
    dir: import.meta.dirname,
    exposes: { './routes': './src/routes.tsx' },
    port: DEV_PORTS.reservations,
    mode: argv.mode === 'development' ? 'development' : 'production',
    title: 'Hotel PMS — Reservations (standalone)',
  });
