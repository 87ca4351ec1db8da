/**
 * The rules module stays zod-free: a front end that imports a rule must not pull zod into its
 * bundle (docs/frontend.md "The rules module", issue #16's "no zod in a remote's bundle"). Each
 * zod-free entry of package.json is bundled by esbuild exactly as a front end's build would follow
 * it, and the bundle's inputs must hold nothing from node_modules — no zod, no other package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const { exports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> };

/** The entries front ends may import: every `./rules/*`, the route and permission tables, the demo hotel. */
const ZOD_FREE = Object.keys(exports).filter(
  (k) => k.startsWith('./rules/') || ['./routes', './permissions', './money', './demo-hotel'].includes(k),
);

async function bundleInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the rules module is zod-free', () => {
  it('has an entry in package.json for every file of src/rules', () => {
    const files = readdirSync(path.join(root, 'src/rules')).filter((f) => f.endsWith('.ts'));
    expect(files.map((f) => `./rules/${f.replace(/\.ts$/, '')}`).sort()).toEqual(ZOD_FREE.filter((k) => k.startsWith('./rules/')).sort());
  });

  it.each(ZOD_FREE)('%s pulls in no zod and no other package', async (entry) => {
    const inputs = await bundleInputs(exports[entry] as string);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((i) => i.includes('node_modules'))).toEqual([]);
  });

  it('the check would see zod: a schema module does pull it in', async () => {
    const inputs = await bundleInputs(exports['./reservations'] as string);
    expect(inputs.some((i) => /node_modules\/zod\//.test(i))).toBe(true);
  });
});
