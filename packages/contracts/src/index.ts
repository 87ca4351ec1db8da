export * from './routes';
export * from './errors';
export * from './common';
export * from './dates';
export * from './money';
export * from './events';
export * from './auth';
export * from './rooms';
