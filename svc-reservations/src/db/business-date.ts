import { addDays } from '@pms/contracts/dates';
import { eventTypes, subjects } from '@pms/contracts/events';
import type { BusinessDateState } from '@pms/contracts/night-audit';
import { enqueueEvent, type Sql, type TransactionSql } from '@pms/service-kit';

/** The business date row (migration 030). */
export interface BusinessDateRow {
  business_date: string;
  closed_date: string | null;
  /** Days closed so far: the version of the business date event. */
  version: number;
}

const columns = (sql: Sql | TransactionSql) =>
  sql`business_date::text as business_date, closed_date::text as closed_date, version`;

async function announce(tx: TransactionSql, row: BusinessDateRow): Promise<void> {
  await enqueueEvent<BusinessDateState>(tx, subjects.businessDate, eventTypes.businessDate, row.version, {
    business_date: row.business_date,
    closed_date: row.closed_date,
  });
}

/**
 * The business date, made on the first start with `calendarDate` (the hotel's date today) and
 * announced to every service through the outbox. Replicas starting together make it once.
 */
export async function ensureBusinessDate(sql: Sql, calendarDate: string): Promise<BusinessDateRow> {
  return sql.begin(async (tx) => {
    const [made] = await tx<BusinessDateRow[]>`
      insert into business_date (business_date) values (${calendarDate}::date)
      on conflict (singleton) do nothing
      returning ${columns(tx)}`;
    if (made) {
      await announce(tx, made);
      return made;
    }
    const [row] = await tx<BusinessDateRow[]>`select ${columns(tx)} from business_date`;
    return row!;
  });
}

/** The business date row locked for the night audit's roll (inside its last transaction). */
export async function lockBusinessDate(tx: TransactionSql): Promise<BusinessDateRow> {
  const [row] = await tx<BusinessDateRow[]>`select ${columns(tx)} from business_date for update`;
  if (!row) throw new Error('the business date row is missing: the service did not start');
  return row;
}

export async function readBusinessDate(sql: Sql | TransactionSql): Promise<BusinessDateRow> {
  const [row] = await sql<BusinessDateRow[]>`select ${columns(sql)} from business_date`;
  if (!row) throw new Error('the business date row is missing: the service did not start');
  return row;
}

/** Closes `closing` (the locked current date) and makes the next day the business date, announced. */
export async function rollBusinessDate(tx: TransactionSql, closing: BusinessDateRow): Promise<BusinessDateRow> {
  const next: BusinessDateRow = { business_date: addDays(closing.business_date, 1), closed_date: closing.business_date, version: closing.version + 1 };
  await tx`
    update business_date
    set business_date = ${next.business_date}::date, closed_date = ${next.closed_date}::date, version = ${next.version}`;
  await announce(tx, next);
  return next;
}
