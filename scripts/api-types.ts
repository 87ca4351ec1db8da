/** `npm run api-types`: rewrites packages/contracts/src/api-types.ts from the gateway's OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, apiTypesSource } from '@pms/gateway/api-types';

const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(`${root}${API_TYPES_FILE}`, await apiTypesSource());
console.log(`wrote ${API_TYPES_FILE}`);
