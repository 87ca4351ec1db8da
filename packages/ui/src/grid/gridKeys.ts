/**
 * Keyboard rules for the cells of `DataGrid` (no React here, so the logic is testable alone):
 * - Enter on a focused cell that holds one control (a Check Out button, a Clean/Dirty selector)
 *   activates that control; otherwise Enter on a row acts as a click on the row.
 * - While focus is inside such a control the grid leaves the keys alone, so arrows change a
 *   select, Space presses a button and Tab moves to the next control; Escape returns to the cell.
 */

const CONTROL_SELECTOR = 'button, a[href], input, select, textarea, [role="button"], [role="checkbox"]';
/** A cell of the grid: a column header or a row's cell (DataGrid gives both this class). */
const CELL_SELECTOR = '.pms-grid__cell';

const isElement = (t: EventTarget | null | undefined): t is Element =>
  typeof t === 'object' && t !== null && 'closest' in t && typeof (t as Element).closest === 'function';

/** True when the event comes from a control inside a cell (not from the cell itself). */
export function isFromCellControl(target: EventTarget | null | undefined): boolean {
  if (!isElement(target)) return false;
  const control = target.closest(CONTROL_SELECTOR);
  return control !== null && control.closest(CELL_SELECTOR) !== null && !control.matches(CELL_SELECTOR);
}

/** The cell element an event target is in, if any. */
export function cellOf(target: EventTarget | null | undefined): HTMLElement | null {
  return isElement(target) ? target.closest<HTMLElement>(CELL_SELECTOR) : null;
}

export type EnterAction =
  | { kind: 'none' }
  | { kind: 'row' }
  | { kind: 'control'; control: HTMLElement; press: boolean };

/** What Enter on a grid target should do. */
export function enterAction(target: EventTarget | null | undefined, rowClickable: boolean): EnterAction {
  if (!isElement(target) || isFromCellControl(target)) return { kind: 'none' }; // a control handles its own Enter
  const cell = cellOf(target);
  const controls = cell ? Array.from(cell.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)) : [];
  const only = controls.length === 1 ? controls[0] : undefined;
  if (only && !only.hasAttribute('disabled')) {
    // Buttons and links are pressed; fields (select, input) get focus so the clerk can change them.
    const press = only.matches('button, a[href], [role="button"], [role="checkbox"]');
    return { kind: 'control', control: only, press };
  }
  return rowClickable ? { kind: 'row' } : { kind: 'none' };
}

/** Rows per PageUp / PageDown. */
const PAGE_ROWS = 10;

/**
 * Where a navigation key moves the focus from the cell at `row`, `col` (row 0 is the header row) of
 * a grid of `rows` rows (header included) and `cols` columns: arrows by one cell, Home and End to
 * the row's first and last cell (with Ctrl, the grid's), PageUp and PageDown by ten rows.
 * Null for any other key. The grid's data grid pattern (WAI-ARIA APG); focus stops at the edges.
 */
export function moveTarget(
  key: string,
  ctrl: boolean,
  at: { row: number; col: number },
  size: { rows: number; cols: number },
): { row: number; col: number } | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));
  switch (key) {
    case 'ArrowDown':
      return { row: clamp(at.row + 1, lastRow), col: at.col };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, lastRow), col: at.col };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, lastCol) };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, lastCol) };
    case 'Home':
      return { row: ctrl ? 0 : at.row, col: 0 };
    case 'End':
      return { row: ctrl ? lastRow : at.row, col: lastCol };
    case 'PageDown':
      return { row: clamp(at.row + PAGE_ROWS, lastRow), col: at.col };
    case 'PageUp':
      return { row: clamp(at.row - PAGE_ROWS, lastRow), col: at.col };
    default:
      return null;
  }
}
