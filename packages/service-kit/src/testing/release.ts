import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import postgres from 'postgres';
import type { TestDatabase } from './index';

/** Databases made by landed releases, oldest first (`upgrade/README.md` says how each was made). */
export const RELEASES = ['release-2026-11-21', 'release-2026-11-26'] as const;
export type ReleaseName = (typeof RELEASES)[number];

/**
 * The commit each release was cut from (`upgrade/README.md`): the rolling-upgrade test takes that
 * release's code from git and runs its tests on the schema the current migrations make.
 */
export const RELEASE_COMMITS: Record<ReleaseName, string> = {
  'release-2026-11-21': '322a08667e7fc9a930632ad6121282d09ab0f6d7',
  'release-2026-11-26': 'c14df793c64db35052ce4b1aa80d910b5e9f6af8',
};

/** The calendar date each release's database was made on (its demo dates are relative to it). */
export const RELEASE_DATES: Record<ReleaseName, string> = { 'release-2026-11-21': '2026-11-24', 'release-2026-11-26': '2026-11-26' };

/** The card key each release's database was sealed with. */
export const RELEASE_CARD_KEYS: Record<ReleaseName, string> = {
  'release-2026-11-21': '5f3a9c1e7b2d4f6081a3c5e7092b4d6f8a1c3e5079b2d4f61830a5c7e9b1d3f5',
  'release-2026-11-26': '7c1e5a9f3b2d4e6081a3c5e7092b4d6f8a1c3e5079b2d4f61830a5c7e9b1d3a7',
};

/** The kit's first three files, unchanged since the first release. */
const FIRST_KIT_MIGRATIONS = {
  'kit_001_outbox.sql': '7e17d6485163a19b12c44129bd04f600de391ca8e13f9f487fe7799534517768',
  'kit_002_projection_versions.sql': '00d7d75259391e369b7d44f44207995014623f2ae3cce141a7bd5b2fdc4c4bbf',
  'kit_003_idempotency_keys.sql': 'e4367e86b49c1374153d918059b7430c866524983fbe63ca7a72ed71f1cd5bf0',
};

/**
 * The migrations each release had applied, with the checksum (`migrationChecksum`) of each file as
 * that release shipped it (`git show <commit>:<file>`). The first release's database recorded no
 * checksum: the first start of a later release records the files it finds (trust on first sight),
 * so the upgrade test holds today's files to these. `kit` lists the kit's files, applied in every schema.
 */
export const RELEASE_MIGRATIONS: Record<ReleaseName, { kit: Record<string, string> } & Record<string, Record<string, string>>> = {
  'release-2026-11-21': {
    kit: FIRST_KIT_MIGRATIONS,
    auth: { '001_auth.sql': 'a96bc8ca2f322beddae6a614677f8f0e972358055c5a57979cd81db340b48683' },
    billing: {
      '001_billing.sql': '5821a15aeccc4b1815926668979d63de610c937ac13079f2ccb700f314fe62fa',
      '002_desk_state_statistics.sql': 'e6c82528f56a36b478c374ac290bb1f5660d8d5efe4e374578aebef8174f481c',
    },
    reservations: {
      '001_reservations.sql': 'c2d7734f1865743155f6aaa2be5a3bf9c11e2852a25cc2666c550a8add18ed8d',
      '002_name_search_order.sql': '7031f1c596268914009a6e61788870836c56911866d564b723eee550aeab046f',
      '010_front_desk.sql': '0b0989cd043fc3346f5c3a14fc3bff4a39070d143a1ef59665531917e16c33a8',
      '020_out_of_order.sql': '86d06cc13cdc32334ff8fe635c3288d3e044566b4342ae5119536336c3f2261b',
      '021_house_status_indexes.sql': '8db1d930af6410889feded568a385316a35c066ecc012b621d348499f1b304cf',
      '022_desk_state_statistics.sql': '26e2a7577bda080b387cb86d83619abe49ff27075fbc79a15aab402590781200',
    },
    rooms: {
      '001_catalog.sql': 'fe1d51ddcf9a1f80ccd60028889e7755134adcfab14d2f1a2d8c6b2979bd53b3',
      '002_occupancy_workorders.sql': '99e4f162845c61ae6be9a6c0f52d7b4631543cae81d9ebe7214d9670d122bdd2',
    },
  },
  'release-2026-11-26': {
    kit: {
      ...FIRST_KIT_MIGRATIONS,
      'kit_004_audit.sql': '9f26dfff25c06884416ebe45b9495cc46313220bf83389d159126dbf6ba97f76',
    },
    auth: {
      '001_auth.sql': 'a96bc8ca2f322beddae6a614677f8f0e972358055c5a57979cd81db340b48683',
      '002_login_throttle.sql': '5100f88fa6e6536cfe14ed18078dba750874384c1e75b04aa136afde7846fce9',
      '003_staff.sql': '0338cf51a5ae8f3cc266784fe615207b45cb20ef2724dcf4dd15a6de8c6229f2',
    },
    billing: {
      '001_billing.sql': '5821a15aeccc4b1815926668979d63de610c937ac13079f2ccb700f314fe62fa',
      '002_desk_state_statistics.sql': 'e6c82528f56a36b478c374ac290bb1f5660d8d5efe4e374578aebef8174f481c',
      '003_folios.sql': '85a8405b260c2b6edbedc282cb15d93f4426f391f8d66951e576414f4e8ab4e4',
    },
    reservations: {
      '001_reservations.sql': 'c2d7734f1865743155f6aaa2be5a3bf9c11e2852a25cc2666c550a8add18ed8d',
      '002_name_search_order.sql': '7031f1c596268914009a6e61788870836c56911866d564b723eee550aeab046f',
      '010_front_desk.sql': '0b0989cd043fc3346f5c3a14fc3bff4a39070d143a1ef59665531917e16c33a8',
      '020_out_of_order.sql': '86d06cc13cdc32334ff8fe635c3288d3e044566b4342ae5119536336c3f2261b',
      '021_house_status_indexes.sql': '8db1d930af6410889feded568a385316a35c066ecc012b621d348499f1b304cf',
      '022_desk_state_statistics.sql': '26e2a7577bda080b387cb86d83619abe49ff27075fbc79a15aab402590781200',
      '030_business_date.sql': '978d9d0fd73b30cec6b5bd23937edc948a05c20949879b1782b8dafc7ea3e3fd',
      '031_room_claims.sql': '7131e1c4bc6d9d7d09d0de3007a40e50222fc2d19ecbe312c981ae87cc0a2748',
      '032_night_audit.sql': '1e1ee87d6e77c2b9817f0b92418f59ba016c7cfe25f20c142bc601c292d99eba',
      '033_house_status_booked_stays.sql': '345ffa58c207fad65934089df59dab0dcf68bfed51548d7fbdcb5129001bba5e',
      '034_booked_by.sql': '4d22b093e0bc13388113c8e9a2cb76b92d9537e348a3f0a7b834e56421d3c11e',
    },
    rooms: {
      '001_catalog.sql': 'fe1d51ddcf9a1f80ccd60028889e7755134adcfab14d2f1a2d8c6b2979bd53b3',
      '002_occupancy_workorders.sql': '99e4f162845c61ae6be9a6c0f52d7b4631543cae81d9ebe7214d9670d122bdd2',
    },
  },
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
