import type { ComponentType, Ref } from 'react';

/** What a column's functions are given: the row (named as AG Grid named it, so columns read the same). */
interface CellParams<T> {
  data: T;
}

/** What a cell renderer is given: the row and the column's value for it. */
interface CellRendererParams<T> extends CellParams<T> {
  value: unknown;
}

/**
 * One column of a `DataGrid`. The names are AG Grid's (the grid used to be AG Grid), limited to
 * what our screens use. Widths: a column is `minWidth` (default 110 px) to `maxWidth` wide and
 * shares the free width with the others by `flex` (default 1).
 */
export interface DataGridColumn<T> {
  /** The row's property shown (and sorted on) unless `valueGetter` says otherwise. */
  field?: keyof T & string;
  /** Stable id, also the cell's `data-col`; default `field`. */
  colId?: string;
  headerName?: string;
  valueGetter?: (p: CellParams<T>) => unknown;
  /** The value as shown (sorting still uses the value itself). */
  valueFormatter?: (p: CellRendererParams<T>) => string;
  /** A component drawing the cell (a button, a selector); sorting uses the value. */
  cellRenderer?: ComponentType<CellRendererParams<T>>;
  /** Click on the header sorts (ascending, descending, off). Default true. */
  sortable?: boolean;
  /** Right-aligned tabular figures (money). */
  numeric?: boolean;
  /** Long text wraps onto more lines (the row grows) instead of being cut with an ellipsis. */
  wrapText?: boolean;
  minWidth?: number;
  maxWidth?: number;
  flex?: number;
}

/** CSS classes by rule, e.g. `{ 'pms-row--flagged': (p) => p.data.clean === 0 }`. */
type RowClassRules<T> = Record<string, (p: CellParams<T>) => boolean>;

/** What a screen may ask of a shown grid (`ref`). */
export interface DataGridHandle {
  /**
   * Puts the keyboard focus on a row's cell (after a check-in, on the row whose controls are gone).
   * False when the row is not shown.
   */
  focusCell: (rowId: string, colId: string) => boolean;
}

export interface DataGridProps<T> {
  /** The rows; `null`/`undefined` while they load (the grid says it is loading). */
  rowData: readonly T[] | null | undefined;
  columnDefs: readonly DataGridColumn<T>[];
  /** The table's accessible name, e.g. "Arrivals". */
  ariaLabel: string;
  /** Click, or Enter on a focused row. Not called for clicks on a button inside a cell. */
  onRowClick?: (row: T) => void;
  /** Told to screen-reader users when rows are clickable; default "Press Enter on a row to open it." */
  rowActionHint?: string;
  /**
   * Stable row ids (e.g. `(r) => String(r.res_room_id)`): a row read again is updated in place, so
   * the focus inside it stays; also the row's `data-row`. Default: the row's position.
   */
  getRowId?: (row: T) => string;
  /** Shown when there are no rows. Default "No rows to show". */
  emptyMessage?: string;
  /** Forces the loading state on (true) or off (false); default: loading while rowData is null. */
  loading?: boolean;
  rowClassRules?: RowClassRules<T>;
  /**
   * Grow to fit every row (default true): no inner scrollbar and the whole table prints. Pass
   * false with `height` for long lists: they scroll inside the table's box (which prints whole).
   */
  autoHeight?: boolean;
  /** Height when `autoHeight` is false (CSS length or pixels). */
  height?: number | string;
  className?: string;
  ref?: Ref<DataGridHandle>;
}
