import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './document';

/** Where the generated types live: the contracts, so the front ends import them without the gateway. */
export const API_TYPES_FILE = 'packages/contracts/src/api-types.ts';

const HEADER = `/**
 * long-file: generated — the TypeScript of the OpenAPI document, one interface per route and schema.
 * GENERATED from the gateway's OpenAPI document (gateway/src/openapi, itself built from the
 * contracts' zod schemas) by \`npm run api-types\`; do not edit. A test fails when
 * this file and the document disagree. Types only: the front ends' typed client (\`api.request\` in
 * @pms/ui) reads the path, parameters, body and answer of each route from here.
 */
`;

/** The source of API_TYPES_FILE for today's document: openapi-typescript's \`paths\` and \`components\`. */
export async function apiTypesSource(): Promise<string> {
  // The document is JSON-safe; a copy keeps openapi-typescript from touching the gateway's cached one.
  const ast = await openapiTS(structuredClone(openApiDocument()) as unknown as Parameters<typeof openapiTS>[0], {
    // The event stream's and the form's bodies are not JSON: skip nothing, but type `unknown` as unknown.
    emptyObjectsUnknown: true,
    defaultNonNullable: true,
    exportType: false,
  });
  return HEADER + astToString(ast);
}
