// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prefetchLink } from '../src/federation/runtime';

/** Departments fetched ahead use rel=prefetch: rel=preload warns on the console when unused for seconds. */
describe('prefetchLink', () => {
  it('turns the runtime’s preload of a file into a prefetch, keeping its other attributes', () => {
    const link = prefetchLink('/mfe/finance/routes.js', { rel: 'preload', as: 'script', crossorigin: 'anonymous' });
    expect(link?.getAttribute('rel')).toBe('prefetch');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
    expect(link?.getAttribute('href')).toBe('/mfe/finance/routes.js');
  });

  it('leaves every other link to the runtime', () => {
    expect(prefetchLink('/mfe/finance/routes.css', { rel: 'stylesheet' })).toBeUndefined();
    expect(prefetchLink('/mfe/finance/routes.css', undefined)).toBeUndefined();
  });
});
