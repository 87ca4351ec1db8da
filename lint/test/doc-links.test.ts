import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone (docs/README.md): every relative link in its Markdown resolves to a file
 * in it, every `#anchor` to a heading of that file, and nothing points at the specification folder
 * the project started from (`../shared`, `SPEC.md`, `DESIGN.md`).
 */
const ROOT = join(import.meta.dirname, '../..');
const markdown = execFileSync('git', ['ls-files', '-z', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && !f.includes('node_modules/'));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchors(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = anchorOf(m[1] as string);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

describe('documentation links', () => {
  it('finds the Markdown files', () => {
    expect(markdown).toContain('README.md');
    expect(markdown).toContain('docs/architecture.md');
  });

  it.each(markdown)('%s: every relative link resolves inside the repository', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    const broken: string[] = [];
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1] as string;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path === '' ? file : join(dirname(file), decodeURI(path));
      if (!existsSync(join(ROOT, resolved))) {
        broken.push(`${target} (no ${resolved})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor.toLowerCase())) broken.push(`${target} (no heading #${anchor} in ${resolved})`);
    }
    expect(broken).toEqual([]);
    expect(text, 'a reference outside the repository').not.toMatch(/\.\.\/shared|\bSPEC\.md\b|\bDESIGN\.md\b/);
  });
});
