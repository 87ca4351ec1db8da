import { describe, expect, it } from 'vitest';
import { BaseConfig, ConfigError, parseConfig } from '../src/config';

describe('DATABASE_POOL_MAX', () => {
  const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };

  it('defaults to 10 connections per process', () => {
    expect(parseConfig(BaseConfig, env).DATABASE_POOL_MAX).toBe(10);
  });

  it('takes a smaller pool where the database is shared by many processes', () => {
    expect(parseConfig(BaseConfig, { ...env, DATABASE_POOL_MAX: '4' }).DATABASE_POOL_MAX).toBe(4);
  });

  it('refuses a pool that is not a whole number from 1 to 100', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '101']) {
      expect(() => parseConfig(BaseConfig, { ...env, DATABASE_POOL_MAX: bad }), bad).toThrow(ConfigError);
    }
  });
});
