import type { ColDef, GridApi, GridOptions, RowClassRules } from 'ag-grid-community';

export type { ColDef, GridApi, RowClassRules };

/** Column definitions of a table of `T` rows (AG Grid's `ColDef`, typed by the row). */
export type DataGridColumn<T> = ColDef<T>;

export interface DataGridProps<T> {
  /** The rows; `null`/`undefined` while they load (the grid shows its loading overlay). */
  rowData: T[] | null | undefined;
  columnDefs: ColDef<T>[];
  /** The table's accessible name, e.g. "Arrivals". */
  ariaLabel: string;
  /** Click, or Enter on a focused row. Not called for clicks on a button inside a cell. */
  onRowClick?: (row: T) => void;
  /** Told to screen-reader users when rows are clickable; default "Press Enter on a row to open it." */
  rowActionHint?: string;
  /** Stable row ids keep focus and selection across reloads (e.g. `(r) => String(r.res_room_id)`). */
  getRowId?: (row: T) => string;
  /** Shown when there are no rows. Default "No rows to show". */
  emptyMessage?: string;
  /** Forces the loading overlay on (true) or off (false); default: loading while rowData is null. */
  loading?: boolean;
  /** CSS classes by rule, e.g. `{ 'pms-row--flagged': (p) => p.data?.clean === 0 }`. */
  rowClassRules?: RowClassRules<T>;
  /**
   * Grow to fit every row (default true): no inner scrollbar and the whole table prints. Pass
   * false with `height` for very long lists, where rendering every row would be slow.
   */
  autoHeight?: boolean;
  /** Height when `autoHeight` is false (CSS length or pixels). */
  height?: number | string;
  className?: string;
  /** Called once the grid is ready, with its API (for sizing or refreshes). */
  onGridReady?: (api: GridApi<T>) => void;
  /** Anything else AG Grid accepts (e.g. `context` for cell renderers). Applied before our own options. */
  gridOptions?: Omit<GridOptions<T>, 'rowData' | 'columnDefs' | 'theme' | 'onGridReady'>;
}
