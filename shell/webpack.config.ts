import { createConfig, DEV_PORTS } from '@pms/webpack-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig({
    name: 'shell',
    kind: 'host',
    dir: import.meta.dirname,
    port: DEV_PORTS.shell,
    mode: argv.mode === 'development' ? 'development' : 'production',
    title: 'Hotel PMS',
  });
