/**
 * long-file: the grid's one component — its header, sorting, roving focus and keyboard — reads best whole.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { cellOf, enterAction, isFromCellControl, moveTarget } from './gridKeys';
import { cellClassName, columnTracks, GridRow, sortRows, tableMinWidth, type GridColumn, type SortState } from './GridRow';
import type { DataGridProps } from './types';

/**
 * Rows drawn with the first paint; a longer list draws the rest in steps of `MORE_ROWS` right after,
 * without holding the page: every row is in the DOM (no windowing — find-in-page, printing and
 * screen readers see them all), and drawn whole a 1,000-row list took 1.4 s to show at all.
 */
const FIRST_ROWS = 100;
const MORE_ROWS = 200;

/** The cell that is the grid's one Tab stop: a row id (null: the header row) and a column. */
interface TabStop {
  row: string | null;
  col: string;
}

const rowsOf = (grid: HTMLElement): HTMLElement[] => Array.from(grid.querySelectorAll<HTMLElement>(':scope > [role="row"]'));
const cellsOf = (row: Element): HTMLElement[] => Array.from(row.children).filter((c): c is HTMLElement => c instanceof HTMLElement);
const nextDirection = (s: SortState | null, colId: string): SortState | null =>
  s?.colId !== colId ? { colId, direction: 'ascending' } : s.direction === 'ascending' ? { colId, direction: 'descending' } : null;

/**
 * A table of typed rows with the ARIA grid pattern (our own, no grid library; docs/frontend.md):
 * - one Tab stop; arrows, Home/End, PageUp/PageDown move between cells, the header row included;
 * - Enter on a cell holding one control (a button, a selector) presses or focuses it, else opens
 *   the row (`onRowClick`); keys inside a control are the control's; Escape goes back to the cell;
 * - a sortable header is a button (ascending, descending, off), its column's `aria-sort` tells;
 * - rows are keyed by `getRowId`, so a list read again updates them in place and focus stays;
 * - a long list shows its first `FIRST_ROWS` rows at once and the rest right after;
 * - below 1024 px it scrolls sideways in its own box with its first column pinned; it prints whole.
 *
 * ```tsx
 * <DataGrid<Arrival> ariaLabel="Arrivals" rowData={rows} columnDefs={cols}
 *   getRowId={(r) => String(r.res_room_id)} onRowClick={(r) => open(r)} />
 * ```
 */
export function DataGrid<T>({
  rowData,
  columnDefs,
  ariaLabel,
  onRowClick,
  rowActionHint = 'Press Enter on a row to open it.',
  getRowId,
  emptyMessage = 'No rows to show',
  loading,
  rowClassRules,
  autoHeight = true,
  height = 400,
  className,
  ref,
}: DataGridProps<T>) {
  const gridRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const clickable = Boolean(onRowClick);
  const [sort, setSort] = useState<SortState | null>(null);
  const [tabStop, setTabStop] = useState<TabStop | null>(null);

  const columns = useMemo<GridColumn<T>[]>(() => columnDefs.map((def) => ({ id: def.colId ?? def.field ?? '', def })), [columnDefs]);
  const sortColumn = sort ? columns.find((c) => c.id === sort.colId && c.def.sortable !== false) : undefined;
  const rows = useMemo(
    () => (rowData && sortColumn && sort ? sortRows(rowData, sortColumn, sort.direction) : (rowData ?? [])),
    [rowData, sortColumn, sort],
  );
  const ids = useMemo(() => rows.map((row, i) => (getRowId ? getRowId(row) : String(i))), [rows, getRowId]);
  // How many rows are drawn: it only grows (a list read again keeps its rows and the focus in them).
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  useEffect(() => {
    if (drawn >= rows.length) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((n) => n + MORE_ROWS)), 0);
    return () => clearTimeout(timer);
  }, [drawn, rows.length]);
  // Paper gets every row, however far drawing has come.
  useEffect(() => {
    const drawAll = () => flushSync(() => setDrawn(Number.POSITIVE_INFINITY));
    window.addEventListener('beforeprint', drawAll);
    return () => window.removeEventListener('beforeprint', drawAll);
  }, []);
  const busy = loading ?? (rowData === null || rowData === undefined);

  // The Tab stop stays on its cell while that row and column are shown, else the first header.
  const firstCol = columns[0]?.id ?? '';
  const stopCol = tabStop && columns.some((c) => c.id === tabStop.col) ? tabStop.col : firstCol;
  const stopRow = tabStop?.row !== null && tabStop?.row !== undefined && ids.includes(tabStop.row) ? tabStop.row : null;

  useImperativeHandle(
    ref,
    () => ({
      focusCell: (rowId, colId) => {
        const row = gridRef.current && rowsOf(gridRef.current).find((r) => r.dataset.row === rowId);
        const cell = row ? cellsOf(row).find((c) => c.dataset.col === colId) : undefined;
        cell?.focus();
        return cell !== undefined;
      },
    }),
    [],
  );

  const onFocus = useCallback((e: FocusEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    const col = cell?.dataset.col;
    if (!cell || col === undefined) return;
    const row = cell.parentElement?.dataset.row ?? null;
    setTabStop((prev) => (prev?.row === row && prev.col === col ? prev : { row, col }));
  }, []);

  const rowAt = useCallback((target: EventTarget): T | undefined => {
    const index = cellOf(target)?.parentElement?.dataset.index;
    return index === undefined ? undefined : rows[Number(index)];
  }, [rows]);

  const onClick = (e: ReactMouseEvent<HTMLDivElement>) => {
    if (!onRowClick || isFromCellControl(e.target)) return;
    const row = rowAt(e.target);
    if (row !== undefined) onRowClick(row);
  };

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const grid = gridRef.current;
    const cell = cellOf(e.target);
    if (!grid || !cell || cell !== e.target || e.defaultPrevented) return; // keys inside a control are its own
    const rowEls = rowsOf(grid);
    const rowEl = cell.parentElement as HTMLElement;
    const at = { row: rowEls.indexOf(rowEl), col: cellsOf(rowEl).indexOf(cell) };
    if (e.key === 'Enter') {
      const header = at.row === 0;
      const action = enterAction(cell, clickable && !header);
      if (action.kind === 'control') {
        e.preventDefault();
        if (action.press) action.control.click();
        else action.control.focus();
      } else if (action.kind === 'row') {
        const row = rowAt(cell);
        if (row === undefined) return;
        e.preventDefault();
        onRowClick?.(row);
      }
      return;
    }
    const to = moveTarget(e.key, e.ctrlKey || e.metaKey, at, { rows: rowEls.length, cols: columns.length });
    if (!to) return;
    e.preventDefault();
    const target = rowEls[to.row];
    const targetCells = target ? cellsOf(target) : [];
    targetCells[Math.min(to.col, targetCells.length - 1)]?.focus();
  };

  // Escape inside a cell's control goes back to the cell, so arrow-key navigation resumes.
  const onKeyDownCapture = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && isFromCellControl(e.target)) cellOf(e.target)?.focus();
  };

  const style = {
    '--pms-grid-columns': columnTracks(columns, false),
    '--pms-grid-print-columns': columnTracks(columns, true),
    '--pms-grid-min-width': tableMinWidth(columns),
  } as CSSProperties;
  const rowClass = (row: T, index: number): string => {
    const classes = ['pms-grid__row', index % 2 ? 'pms-grid__row--odd' : '', clickable ? 'pms-grid__row--clickable' : ''];
    for (const [name, rule] of Object.entries(rowClassRules ?? {})) if (rule({ data: row })) classes.push(name);
    return classes.filter(Boolean).join(' ');
  };

  return (
    <div
      className={['pms-grid', autoHeight ? '' : 'pms-grid--scroll', className].filter(Boolean).join(' ')}
      style={autoHeight ? undefined : { height }}
    >
      {clickable ? (
        <p id={hintId} className="pms-visually-hidden">
          {rowActionHint}
        </p>
      ) : null}
      <div
        ref={gridRef}
        role="grid"
        aria-label={ariaLabel}
        aria-describedby={clickable ? hintId : undefined}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        aria-busy={busy || undefined}
        className="pms-grid__table"
        style={style}
        onFocus={onFocus}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onKeyDownCapture={onKeyDownCapture}
      >
        <div role="row" className="pms-grid__row pms-grid__header" aria-rowindex={1}>
          {columns.map(({ id, def }) => {
            const sortable = def.sortable !== false;
            const sorted = sort?.colId === id ? sort.direction : undefined;
            const label = def.headerName ?? def.field ?? '';
            return (
              <div
                key={id}
                role="columnheader"
                className={cellClassName(def, 'pms-grid__header-cell')}
                data-col={id}
                aria-sort={sorted}
                tabIndex={stopRow === null && stopCol === id ? 0 : -1}
              >
                {sortable ? (
                  // Not a Tab stop of its own: the header cell is, and Enter on it presses this.
                  <button
                    type="button"
                    tabIndex={-1}
                    className="pms-grid__sort"
                    onClick={(e) => {
                      setSort((s) => nextDirection(s, id));
                      (e.currentTarget.parentElement as HTMLElement).focus();
                    }}
                  >
                    {label}
                  </button>
                ) : (
                  <span className="pms-grid__text">{label}</span>
                )}
              </div>
            );
          })}
        </div>
        {rows.length === 0 ? (
          <div role="row" className="pms-grid__row pms-grid__row--message" aria-rowindex={2}>
            <div role="gridcell" className="pms-grid__cell pms-grid__message" aria-colspan={columns.length || 1} tabIndex={-1}>
              {busy ? 'Loading…' : emptyMessage}
            </div>
          </div>
        ) : (
          (drawn >= rows.length ? rows : rows.slice(0, drawn)).map((row, i) => {
            const id = ids[i] as string;
            return (
              <GridRow<T>
                key={id}
                row={row}
                rowId={id}
                index={i}
                columns={columns}
                className={rowClass(row, i)}
                tabCol={stopRow === id ? stopCol : null}
              />
            );
          })
        )}
      </div>
    </div>
  );
}
