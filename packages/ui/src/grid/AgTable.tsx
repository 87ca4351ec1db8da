/**
 * The part of DataGrid that needs AG Grid. DataGrid imports this file lazily, so AG Grid's code is
 * only downloaded when a table is first shown, and (inside the shared `@pms/ui` singleton) only once
 * for all remotes. AG Grid itself is not a shared module, so this chunk holds only the parts of it
 * the modules registered below use (the build's minifier drops the rest).
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  RowApiModule,
  RowStyleModule,
  ValidationModule,
  themeQuartz,
  type CellKeyDownEvent,
  type FullWidthCellKeyDownEvent,
  type GridApi,
  type GridReadyEvent,
  type RowClickedEvent,
  type SuppressKeyboardEventParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { NARROW_SCREEN, PHONE_SCREEN, useMediaQuery } from '../hooks/useMediaQuery';
import { cellOf, enterAction, isFromCellControl } from './gridKeys';
import type { DataGridProps } from './types';

// Only what our tables use (docs/architecture.md §12: all modules cost 1.4 MB). The core already brings the
// client-side row model's sort, keyboard navigation, ARIA, overlays, column flex and resize;
// CellStyle/RowStyle give cellClass and rowClassRules (flagged rows); RowApi gives api.getRowNode, which
// screens use to put focus back on a row after a save or check-in (without it AG Grid logs error #200 and
// answers undefined). The validation module only
// explains misconfigurations during development; the production build drops it.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  CellStyleModule,
  RowStyleModule,
  RowApiModule,
  ...(process.env.NODE_ENV === 'production' ? [] : [ValidationModule]),
]);

/** Our colours on AG Grid's Quartz theme (text on background ≥ 7:1, accent ≥ 4.5:1). */
const pmsGridTheme = themeQuartz.withParams({
  browserColorScheme: 'light',
  fontFamily: 'inherit',
  fontSize: 14,
  backgroundColor: '#ffffff',
  foregroundColor: '#1b2330',
  headerBackgroundColor: '#e9eef5',
  headerTextColor: '#1b2330',
  headerFontWeight: 600,
  borderColor: '#c5cedb',
  accentColor: '#1f5fa8',
  rowHoverColor: '#eef4fb',
  oddRowBackgroundColor: '#f8fafc',
  wrapperBorderRadius: 6,
});

/** On a phone a cell's padding is half as wide, so more of each column fits the 360 px screen. */
const pmsPhoneGridTheme = pmsGridTheme.withParams({ cellHorizontalPadding: 8 });

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Row height on a touch screen: a 44 px target plus room for a control's border. */
const NARROW_ROW_HEIGHT = 52;

/** The same columns with the first one pinned to the left edge (a pinned column stays while the others scroll). */
function pinFirstColumn<C extends { pinned?: unknown }>(columns: readonly C[]): C[] {
  return columns.map((c, i) => (i === 0 && !c.pinned ? { ...c, pinned: 'left' as const, lockPinned: true } : c));
}

// AG Grid's props are typed by row; the lazy boundary erases T, so the implementation uses unknown.
type Row = unknown;

export default function AgTable({
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
  onGridReady,
  gridOptions,
}: DataGridProps<Row>) {
  const apiRef = useRef<GridApi<Row> | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const clickRef = useRef(onRowClick);
  clickRef.current = onRowClick;
  const clickable = Boolean(onRowClick);
  // On a phone or tablet the table scrolls sideways inside its own box (never the page) with its
  // first column pinned, so each row keeps its name in view; rows are tall enough to tap (44 px+).
  const narrow = useMediaQuery(NARROW_SCREEN);
  const phone = useMediaQuery(PHONE_SCREEN);
  const columns = useMemo(() => (narrow ? pinFirstColumn(columnDefs) : columnDefs), [narrow, columnDefs]);

  // Print every row, full width, whatever the screen layout (AG Grid's documented print layout).
  useEffect(() => {
    const toPrint = () => apiRef.current?.setGridOption('domLayout', 'print');
    const back = () => apiRef.current?.setGridOption('domLayout', autoHeight ? 'autoHeight' : 'normal');
    window.addEventListener('beforeprint', toPrint);
    window.addEventListener('afterprint', back);
    return () => {
      window.removeEventListener('beforeprint', toPrint);
      window.removeEventListener('afterprint', back);
    };
  }, [autoHeight]);

  const defaultColDef = useMemo(
    () => ({
      flex: 1,
      minWidth: 110,
      // Keys typed inside a cell's own control (select, button) belong to that control.
      suppressKeyboardEvent: (p: SuppressKeyboardEventParams<Row>) => isFromCellControl(p.event.target),
    }),
    [],
  );

  const handleReady = useCallback(
    (e: GridReadyEvent<Row>) => {
      apiRef.current = e.api;
      // AG Grid has no option for the grid's accessible name; label its grid role element.
      const grid = hostRef.current?.querySelector('[role="grid"], [role="treegrid"]');
      grid?.setAttribute('aria-label', ariaLabel);
      if (clickable) grid?.setAttribute('aria-describedby', hintId);
      onGridReady?.(e.api);
    },
    [ariaLabel, clickable, hintId, onGridReady],
  );

  const handleRowClicked = useCallback((e: RowClickedEvent<Row>) => {
    if (e.data === undefined || isFromCellControl(e.event?.target)) return;
    clickRef.current?.(e.data);
  }, []);

  const handleCellKeyDown = useCallback(
    (e: CellKeyDownEvent<Row> | FullWidthCellKeyDownEvent<Row>) => {
      const key = e.event as KeyboardEvent | null | undefined;
      if (!key || key.key !== 'Enter' || key.defaultPrevented) return;
      const action = enterAction(key.target, clickable);
      if (action.kind === 'control') {
        key.preventDefault();
        if (action.press) action.control.click();
        else action.control.focus();
      } else if (action.kind === 'row' && e.data !== undefined) {
        key.preventDefault();
        clickRef.current?.(e.data);
      }
    },
    [clickable],
  );

  // Escape inside a cell's control goes back to the cell, so arrow-key navigation resumes.
  const onKeyDownCapture = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && isFromCellControl(e.target)) cellOf(e.target)?.focus();
  };

  return (
    <div
      ref={hostRef}
      className={['pms-grid', clickable ? 'pms-grid--clickable' : '', className].filter(Boolean).join(' ')}
      style={autoHeight ? undefined : { height }}
      onKeyDownCapture={onKeyDownCapture}
    >
      {clickable ? (
        <p id={hintId} className="pms-visually-hidden">
          {rowActionHint}
        </p>
      ) : null}
      <AgGridReact<Row>
        {...gridOptions}
        theme={phone ? pmsPhoneGridTheme : pmsGridTheme}
        rowData={rowData ?? undefined}
        columnDefs={columns}
        defaultColDef={{ ...defaultColDef, ...gridOptions?.defaultColDef }}
        loading={loading ?? (rowData === null || rowData === undefined)}
        overlayNoRowsTemplate={`<span class="pms-grid__empty">${escapeHtml(emptyMessage)}</span>`}
        domLayout={autoHeight ? 'autoHeight' : 'normal'}
        rowHeight={narrow ? NARROW_ROW_HEIGHT : gridOptions?.rowHeight}
        // Our tables are narrow; render every column so printing and screen readers see them all.
        suppressColumnVirtualisation
        getRowId={getRowId ? (p) => getRowId(p.data) : undefined}
        rowClassRules={rowClassRules}
        rowClass={clickable ? 'pms-grid__row--clickable' : undefined}
        onGridReady={handleReady}
        onRowClicked={clickable ? handleRowClicked : undefined}
        onCellKeyDown={handleCellKeyDown}
      />
    </div>
  );
}
