import type { ReactNode } from 'react';

/** One column of a `PlainTable`: its header and what a row shows in it. */
export interface PlainColumn<T> {
  /** Stable id, also the cell's `data-col` (for tests and styles). */
  id: string;
  header: string;
  value: (row: T) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** A class for the cell by its row (e.g. a flag for an oversold night). */
  cellClass?: (row: T) => string | undefined;
}

export interface PlainTableProps<T> {
  /** The table's accessible name, e.g. "Availability by date". */
  ariaLabel: string;
  columns: readonly PlainColumn<T>[];
  /** The rows; `null`/`undefined` while they load. */
  rows: readonly T[] | null | undefined;
  /** Stable row key, also the row's `data-row`. */
  rowKey: (row: T) => string;
  /** Shown when there are no rows. Default "No rows to show". */
  emptyMessage?: string;
  className?: string;
}

/**
 * A plain `<table>` for short read-only lists that need no sorting, filtering, cell controls or
 * virtualisation (a report of 14 days): no AG Grid download, prints as it is, read by screen readers
 * as a table. Lists that need those keep `DataGrid`.
 */
export function PlainTable<T>({ ariaLabel, columns, rows, rowKey, emptyMessage = 'No rows to show', className }: PlainTableProps<T>) {
  const numeric = (c: PlainColumn<T>) => (c.numeric ? 'pms-num' : undefined);
  return (
    <table className={['pms-table', 'pms-plain-table', className].filter(Boolean).join(' ')} aria-label={ariaLabel} aria-busy={rows ? undefined : true}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.id} scope="col" data-col={c.id} className={numeric(c)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {!rows || rows.length === 0 ? (
          <tr>
            <td colSpan={Math.max(1, columns.length)} className="pms-plain-table__empty">
              {rows ? emptyMessage : 'Loading…'}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} data-row={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.id} data-col={c.id} className={[numeric(c), c.cellClass?.(row)].filter(Boolean).join(' ') || undefined}>
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
