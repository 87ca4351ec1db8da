/**
 * Files stay short enough to read in one sitting: no source file over 250 lines unless its header
 * (first 20 lines) says why, in a line `long-file: <reason>`; the reason is that the file really is
 * one thing (one domain's contract, one mechanism, one tool's single-file constraint).
 *
 * Source means the tracked `.ts`, `.tsx`, `.js`, `.mjs`, `.cjs`, `.css` and `.sh` files. Not counted:
 * generated files (the lockfile, `upgrade/*.sql` database dumps, `bench/results/`), SQL migrations
 * (an applied one is never edited, not even its header), docs, manifests and data.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const LIMIT = 250;
const HEADER_LINES = 20;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|sh)$/;
const REASON = /long-file:\s*\S.{9,}/;

function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return files.filter((f) => SOURCE.test(f));
}

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('no source file over 250 lines without a reason in its header', () => {
  const long = trackedSources().flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(join(ROOT, file), 'utf8');
    } catch {
      return []; // deleted in the work tree, not yet in the index
    }
    const lines = lineCount(text);
    if (lines <= LIMIT) return [];
    const reasoned = REASON.test(text.split('\n').slice(0, HEADER_LINES).join('\n'));
    return [{ file, lines, reasoned }];
  });

  it('every long file gives its reason', () => {
    const offenders = long.filter((f) => !f.reasoned).map((f) => `${f.file} (${f.lines} lines)`);
    expect(offenders, `split these, or say in the header why each is one thing ("long-file: <reason>")`).toEqual([]);
  });
});
