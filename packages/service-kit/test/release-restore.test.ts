import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, restoreRelease, RELEASES, type TestDatabase } from '../src/testing';

describe('restoreRelease', () => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(dbs.map((d) => d.drop()));
  });

  it.each(RELEASES)('loads %s: every schema with its data and its applied migrations', async (name) => {
    const db = await createTestDatabase();
    dbs.push(db);
    await restoreRelease(db, name);
    const sql = db.sql('reservations');
    const [stays] = await sql<{ n: number }[]>`select count(*)::int as n from reservations.res_rooms`;
    const [invoices] = await sql<{ n: number }[]>`select count(*)::int as n from billing.invoices`;
    expect(stays?.n).toBeGreaterThan(100);
    expect(invoices?.n).toBe(2);
  });
});
