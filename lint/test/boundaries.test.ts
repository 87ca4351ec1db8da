/**
 * The boundaries hold by machine, not by habit: files planted inside the tree for the length of a
 * test, linted through ESLint's Node API with the repository's own eslint.config.js (what
 * `npm run lint` and `npx eslint FILE` run), must fail with the boundary rules, then are removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const planted: string[] = [];

/** Writes `code` at `path` (relative to the repository), lints it, and returns the rules that fired. */
async function lintPlanted(path: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
  const file = join(ROOT, path);
  mkdirSync(dirname(file), { recursive: true });
  planted.push(file);
  writeFileSync(file, code);
  const [result] = await new ESLint({ cwd: ROOT }).lintFiles([file]);
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** The boundary messages alone (an undeclared package may also fire `pms/declared-workspace-package`). */
const crossings = (messages: Array<{ rule: string | null; message: string }>) =>
  messages.filter((m) => m.rule === 'boundaries/dependencies').map((m) => m.message);

afterEach(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true });
});

describe('import boundaries (lint/boundaries.js)', () => {
  it('stops a service importing another service, by package or by path', async () => {
    const messages = await lintPlanted(
      'svc-rooms/src/__planted-boundary-check__.ts',
      [
        "import { billingService } from '@pms/svc-billing/service';",
        "import { billingList } from '../../svc-billing/src/db/departures';",
        'export const planted = [billingService, billingList];',
      ].join('\n'),
    );
    expect(crossings(messages)).toEqual([
      expect.stringContaining('svc-rooms may not import @pms/svc-billing/service'),
      expect.stringContaining('Import svc-billing by its package name and a public entry'),
    ]);
  }, 60_000);

  it('stops a front end importing a service, the service kit or a server-only package', async () => {
    const messages = await lintPlanted(
      'mfe-finance/src/__planted-boundary-check__.ts',
      [
        "import { roomsService } from '@pms/svc-rooms/service';",
        "import { createSql } from '@pms/service-kit';",
        "import postgres from 'postgres';",
        'export const planted = [roomsService, createSql, postgres];',
      ].join('\n'),
    );
    expect(crossings(messages)).toEqual([
      expect.stringContaining('mfe-finance may not import @pms/svc-rooms/service'),
      expect.stringContaining('mfe-finance may not import @pms/service-kit'),
      expect.stringContaining('server-only package (postgres)'),
    ]);
  }, 60_000);

  it('keeps contracts on zod alone and tooling on public entry points', async () => {
    const contracts = await lintPlanted(
      'packages/contracts/src/__planted-boundary-check__.ts',
      "import { Hono } from 'hono';\nimport { z } from 'zod';\nexport const planted = [Hono, z];\n",
    );
    expect(crossings(contracts)).toEqual([expect.stringContaining('depends on zod only')]);

    const bench = await lintPlanted(
      'bench/src/__planted-boundary-check__.ts',
      "import { billingList } from '../../svc-billing/src/db/departures';\nimport * as bench from '@pms/svc-billing/bench';\nexport const planted = [billingList, bench];\n",
    );
    expect(crossings(bench)).toEqual([expect.stringContaining('not by the path ../../svc-billing/src/db/departures')]);
  }, 60_000);

  it('stops an import of a @pms package the importing package.json does not declare', async () => {
    const messages = await lintPlanted(
      'svc-rooms/test/__planted-boundary-check__.ts',
      "import { reservationsService } from '@pms/svc-reservations/service';\nexport const planted = reservationsService;\n",
    );
    expect(messages).toEqual([
      { rule: 'pms/declared-workspace-package', message: expect.stringContaining('@pms/svc-reservations is imported but not declared in svc-rooms/package.json') },
    ]);
  }, 60_000);
});
