import { createConfig, DEV_PORTS } from '@pms/webpack-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig({
    name: 'finance',
    kind: 'remote',
    dir: import.meta.dirname,
    exposes: { './routes': './src/routes.tsx' },
    port: DEV_PORTS.finance,
    mode: argv.mode === 'development' ? 'development' : 'production',
    title: 'Hotel PMS — Finance (standalone)',
  });
