import type { NightAuditList, NightAuditReport } from '@pms/contracts/night-audit';
import type { Sql, TransactionSql } from '@pms/service-kit';
import type { NightRooms } from '../domain/night-audit';
import { availabilityNights } from './inventory-reports';

/** The reports of closed business dates (migration 032 `night_audits`) and the room figures they hold. */

export async function storeReport(tx: TransactionSql, report: NightAuditReport): Promise<void> {
  await tx`
    insert into night_audits (business_date, report, completed_at, run_by)
    values (${report.business_date}::date, ${tx.json(report)}, ${report.completed_at}::timestamptz, ${report.run_by})`;
}

export async function findReport(sql: Sql, date: string): Promise<NightAuditReport | undefined> {
  const [row] = await sql<{ report: NightAuditReport }[]>`select report from night_audits where business_date = ${date}::date`;
  return row?.report;
}

/** Past reports, newest first (the list shows a few figures of each). */
export async function listReports(sql: Sql): Promise<NightAuditList> {
  const rows = await sql<{ report: NightAuditReport }[]>`select report from night_audits order by business_date desc`;
  return {
    reports: rows.map(({ report: r }) => ({
      business_date: r.business_date,
      rooms_occupied: r.rooms_occupied,
      occupancy_pct: r.occupancy_pct,
      room_revenue: r.room_revenue,
      completed_at: r.completed_at,
      run_by: r.run_by,
    })),
  };
}

/** Rooms to sell on `date` (capacity less out of order, per type, never below 0) and the rooms out of order. */
export async function roomsOfNight(sql: Sql, date: string, occupied: number): Promise<NightRooms> {
  const { nights } = await availabilityNights(sql, date, 1);
  return {
    available: nights.reduce((n, t) => n + Math.max(0, t.capacity - t.out_of_order), 0),
    outOfOrder: nights.reduce((n, t) => n + t.out_of_order, 0),
    occupied,
  };
}
