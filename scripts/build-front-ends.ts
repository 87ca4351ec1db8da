/**
 * `npm run build:front-ends`: builds the shell and the four remotes that are missing or stale, as
 * `npm start` does (front-end-builds.ts: a content hash beside each build) — what the browser tests
 * run first, and the quick way to bring every build up to date by hand.
 */
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './front-end-builds';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const { built, seconds } = await buildFrontEnds(root, (line) => console.log(line));
  console.log(built.length ? `front ends: ${built.join(', ')} built in ${seconds.toFixed(1)} s` : 'front ends: all current');
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
