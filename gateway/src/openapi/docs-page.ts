import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { DOCS_PATH, OPENAPI_PATH, openApiDocument } from './document';

/**
 * `GET /api/docs`: the API reference in Swagger UI (the `swagger-ui-dist` package), every file of
 * it served from our own origin, so the page works offline and within the suite's CSP: no CDN, no
 * web font (Swagger UI's CSS uses the system's fonts), no inline script (the start-up is a file of
 * ours), images only as `data:` URIs, and the validator badge (an external call) is off. Only
 * this page loads the viewer. `GET /api/openapi.json` is the document itself. Both need no session:
 * the document describes the API, it holds no hotel data.
 */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'favicon.png': { file: 'favicon-32x32.png', type: 'image/png' },
};

/** Our start-up script: Swagger UI's own `swagger-initializer.js` points at the petstore. */
const START = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    persistAuthorization: false,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hotel PMS API reference</title>
<link rel="icon" type="image/png" href="${DOCS_PATH}/assets/favicon.png">
<link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/assets/start.js"></script>
</body>
</html>
`;

/**
 * Where the viewer's files are: beside the bundle in the gateway's image (scripts/bundle-service.ts
 * copies exactly the files of ASSETS to `dist/api-docs/`; the image has no node_modules), else the package.
 */
const BUNDLED = fileURLToPath(new URL('./api-docs', import.meta.url));
const swaggerDir = () => (existsSync(BUNDLED) ? BUNDLED : dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')));
/** The files are read once: they change only with a new deploy (then the ETag changes too). */
const cache = new Map<string, Promise<{ bytes: Buffer; etag: string }>>();
const load = (file: string) => {
  let found = cache.get(file);
  if (!found) {
    found = readFile(join(swaggerDir(), file)).then((bytes) => ({ bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` }));
    cache.set(file, found);
  }
  return found;
};

export function docsRoutes(): Hono {
  const app = new Hono();
  app.get(OPENAPI_PATH, (c) => c.json(openApiDocument(), 200, { 'cache-control': 'no-cache' }));
  app.get(DOCS_PATH, (c) => c.html(PAGE, 200, { 'cache-control': 'no-cache' }));
  app.get(`${DOCS_PATH}/assets/start.js`, (c) => c.body(START, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  app.get(`${DOCS_PATH}/assets/:name`, compress(), async (c) => {
    const asset = ASSETS[c.req.param('name')];
    if (!asset) return c.json({ error: 'not_found', message: `No such file: ${c.req.path}` }, 404);
    const { bytes, etag } = await load(asset.file);
    const headers = { 'content-type': asset.type, 'cache-control': 'no-cache', etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(bytes), 200, headers);
  });
  return app;
}
