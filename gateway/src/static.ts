import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, basename, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

/** A folder served under a URL prefix, e.g. a remote's build at `/remotes/frontdesk/`. */
export interface StaticMount {
  prefix: string;
  dir: string;
}

export interface StaticSiteOptions {
  /** The shell's build: its `index.html` answers every page path (SPA fallback). */
  root?: string;
  /** Further folders under their own prefixes (remotes); they have no fallback. */
  mounts?: StaticMount[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Files a new deploy replaces under the same name: the browser must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);
/** A content hash in the name (`main.3f9a1c2b.js`, `417-a1b2c3d4e5.css`): the bytes never change under it. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(fileName: string): string {
  if (ENTRY_FILES.has(fileName)) return REVALIDATE;
  return HASHED.test(fileName) ? IMMUTABLE : REVALIDATE;
}

interface Found {
  file: string;
  size: number;
  mtime: Date;
}

/** `rel` inside `dir`, or `undefined` for anything that escapes it (`..`, encoded or not) or is not a file. */
async function findFile(dir: string, rel: string): Promise<Found | undefined> {
  if (rel.includes('\0')) return undefined;
  const base = resolve(dir);
  const file = resolve(base, `.${rel.startsWith('/') ? rel : `/${rel}`}`);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  try {
    const s = await stat(file);
    return s.isFile() ? { file, size: s.size, mtime: s.mtime } : undefined;
  } catch {
    return undefined;
  }
}

function fileResponse(c: Context, found: Found, cacheControl: string): Response {
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtime.getTime()).toString(16)}"`;
  const headers = new Headers({
    'content-type': TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    'last-modified': found.mtime.toUTCString(),
  });
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(found.size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built front ends. A path that names a file gets the file; under a mount nothing else;
 * under the root, a page path (no file extension: `/reserve/new`) gets the shell's `index.html`,
 * which routes it in the browser. A missing `.js` or `.css` is a 404, not HTML that would fail to run.
 */
export function serveStatic({ root, mounts = [] }: StaticSiteOptions) {
  const ordered = mounts
    .map((m) => ({ prefix: m.prefix.endsWith('/') ? m.prefix : `${m.prefix}/`, dir: m.dir }))
    .sort((a, b) => b.prefix.length - a.prefix.length);

  return async (c: Context): Promise<Response | undefined> => {
    const path = decodePath(c.req.path);
    if (path === undefined) return undefined;
    const mount = ordered.find((m) => path.startsWith(m.prefix));
    if (mount) {
      const found = await findFile(mount.dir, path.slice(mount.prefix.length - 1));
      return found ? fileResponse(c, found, cacheControlFor(basename(found.file))) : undefined;
    }
    if (!root) return undefined;
    if (path !== '/') {
      const found = await findFile(root, path);
      if (found) return fileResponse(c, found, cacheControlFor(basename(found.file)));
      if (extname(path)) return undefined;
    }
    const index = await findFile(root, '/index.html');
    return index ? fileResponse(c, index, REVALIDATE) : undefined;
  };
}
