import { memo, type ReactNode } from 'react';
import type { DataGridColumn } from './types';

/** A column with its id settled (`colId`, else `field`). */
export interface GridColumn<T> {
  id: string;
  def: DataGridColumn<T>;
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  colId: string;
  direction: SortDirection;
}

/** The column's value for a row: what sorting compares and a plain cell shows. */
function cellValue<T>(def: DataGridColumn<T>, row: T): unknown {
  if (def.valueGetter) return def.valueGetter({ data: row });
  return def.field === undefined ? undefined : row[def.field];
}

// Room numbers and confirmation codes compare as people read them ("9" before "10").
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  const blankA = a === null || a === undefined || a === '';
  const blankB = b === null || b === undefined || b === '';
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in the column's order (stable: equal values keep the order the server gave). */
export function sortRows<T>(rows: readonly T[], column: GridColumn<T> | undefined, direction: SortDirection): readonly T[] {
  if (!column) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, i) => ({ row, i, v: cellValue(column.def, row) }));
  keyed.sort((x, y) => sign * compareValues(x.v, y.v) || x.i - y.i);
  return keyed.map((k) => k.row);
}

const minWidth = (def: { minWidth?: number; maxWidth?: number }): number => Math.min(def.minWidth ?? 110, def.maxWidth ?? Infinity);

/** The table's least width: every column at its minimum (narrower, it scrolls sideways in its box). */
export const tableMinWidth = <T,>(columns: readonly GridColumn<T>[]): string => `${columns.reduce((sum, c) => sum + minWidth(c.def), 0)}px`;

/**
 * The CSS grid tracks of the columns: each `minWidth` (default 110 px) to `maxWidth`, sharing the
 * free width by `flex`. On paper (`print`) no minimum, so every column fits the page.
 */
export function columnTracks<T>(columns: readonly GridColumn<T>[], print: boolean): string {
  return columns
    .map(({ def }) => {
      const max = def.maxWidth === undefined ? `${def.flex ?? 1}fr` : `${def.maxWidth}px`;
      const min = print ? 0 : minWidth(def);
      return `minmax(${min}px, ${max})`;
    })
    .join(' ');
}

function CellContent<T>({ def, row }: { def: DataGridColumn<T>; row: T }): ReactNode {
  const value = cellValue(def, row);
  const Renderer = def.cellRenderer;
  if (Renderer) return <Renderer data={row} value={value} />;
  const text = def.valueFormatter ? def.valueFormatter({ data: row, value }) : value === null || value === undefined ? '' : String(value);
  return <span className="pms-grid__text">{text}</span>;
}

export const cellClassName = (def: { numeric?: boolean; wrapText?: boolean }, extra?: string): string =>
  ['pms-grid__cell', extra, def.numeric ? 'pms-grid__cell--numeric' : '', def.wrapText ? 'pms-grid__cell--wrap' : '']
    .filter(Boolean)
    .join(' ');

interface GridRowProps<T> {
  row: T;
  rowId: string;
  /** Position among the rows shown, from 0 (the header is aria-rowindex 1). */
  index: number;
  columns: readonly GridColumn<T>[];
  className: string;
  /** The column whose cell is the grid's one Tab stop, when it is in this row. */
  tabCol: string | null;
}

function GridRowInner<T>({ row, rowId, index, columns, className, tabCol }: GridRowProps<T>) {
  return (
    <div role="row" className={className} data-row={rowId} data-index={index} aria-rowindex={index + 2}>
      {columns.map(({ id, def }) => (
        <div
          key={id}
          role="gridcell"
          className={cellClassName(def)}
          data-col={id}
          tabIndex={tabCol === id ? 0 : -1}
        >
          <CellContent def={def} row={row} />
        </div>
      ))}
    </div>
  );
}

/** One row; drawn again only when its row, columns, classes or Tab stop change (1,000 rows stay quick). */
export const GridRow = memo(GridRowInner) as typeof GridRowInner;
