import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import postgres from 'postgres';
import type { TestDatabase } from './index';

/** Databases made by landed releases, oldest first (`upgrade/README.md` says how each was made). */
export const RELEASES = ['release-2026-11-21'] as const;
export type ReleaseName = (typeof RELEASES)[number];

/** The calendar date each release's database was made on (its demo dates are relative to it). */
export const RELEASE_DATES: Record<ReleaseName, string> = { 'release-2026-11-21': '2026-11-24' };

/** The card key each release's database was sealed with. */
export const RELEASE_CARD_KEYS: Record<ReleaseName, string> = {
  'release-2026-11-21': '5f3a9c1e7b2d4f6081a3c5e7092b4d6f8a1c3e5079b2d4f61830a5c7e9b1d3f5',
};

const upgradeDir = resolve(import.meta.dirname, '../../../../upgrade');

/**
 * Loads the database a previous release made into an empty test database, so a test can run the
 * current migrations and services on top of it: hotels upgrade in place, and every schema change
 * must migrate the data an earlier release wrote.
 */
export async function restoreRelease(db: TestDatabase, name: ReleaseName = RELEASES[RELEASES.length - 1]!): Promise<void> {
  const dump = await readFile(resolve(upgradeDir, `${name}.sql`), 'utf8');
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(dump);
  } finally {
    await sql.end();
  }
}
