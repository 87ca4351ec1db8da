/** `npx tsx bench/src/seed-only.ts`: seed (or check) the bench database without running the load. */
import { loadConfig } from './config';
import { ensureSeeded } from './seed';

const info = await ensureSeeded(loadConfig());
console.log(JSON.stringify(info, null, 2));
