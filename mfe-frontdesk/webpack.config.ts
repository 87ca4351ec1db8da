import { createConfig, DEV_PORTS } from '@pms/webpack-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig({
    name: 'frontdesk',
    kind: 'remote',
    dir: import.meta.dirname,
    exposes: { './routes': './src/routes.tsx' },
    port: DEV_PORTS.frontdesk,
    mode: argv.mode === 'development' ? 'development' : 'production',
    title: 'Hotel PMS — Front desk (standalone)',
  });
