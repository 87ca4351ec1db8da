import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../src/openapi/api-types';

describe('the front ends’ API types (packages/contracts/src/api-types.ts)', () => {
  it('are what the OpenAPI document generates today: after changing a route or a schema, run `npm run api-types`', async () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../${API_TYPES_FILE}`, import.meta.url)), 'utf8');
    expect(committed === (await apiTypesSource()), 'api-types.ts is stale: npm run api-types').toBe(true);
  });
});
