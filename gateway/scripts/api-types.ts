/** `npm run api-types --workspace gateway`: rewrites packages/contracts/src/api-types.ts from the OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, apiTypesSource } from '../src/openapi/api-types';

const root = fileURLToPath(new URL('../../', import.meta.url));
writeFileSync(`${root}${API_TYPES_FILE}`, await apiTypesSource());
console.log(`wrote ${API_TYPES_FILE}`);
