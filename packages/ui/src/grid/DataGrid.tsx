import { lazy, Suspense, type ComponentType } from 'react';
import type { DataGridProps } from './types';

// Lazy: AG Grid is downloaded the first time any screen shows a table, not with the shell.
const AgTable = lazy(() => import('./AgTable')) as unknown as ComponentType<DataGridProps<unknown>>;

/**
 * A table of typed rows on AG Grid (community, Quartz theme in our colours). Rows may be clicked or
 * opened with Enter; controls inside cells stay keyboard-usable; the table grows to fit its rows
 * so it prints whole.
 *
 * ```tsx
 * <DataGrid<Arrival> ariaLabel="Arrivals" rowData={rows} columnDefs={cols}
 *   getRowId={(r) => String(r.res_room_id)} onRowClick={(r) => open(r)} />
 * ```
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  return (
    <Suspense
      fallback={
        <p className="pms-grid__loading" role="status">
          Loading table…
        </p>
      }
    >
      <AgTable {...(props as DataGridProps<unknown>)} />
    </Suspense>
  );
}
