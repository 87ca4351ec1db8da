/**
 * Keyboard rules for tables (no AG Grid import here, so the logic is testable and costs nothing
 * until a grid is shown):
 * - Enter on a focused cell that holds one control (a Check Out button, a Clean/Dirty selector)
 *   activates that control; otherwise Enter on a row acts as a click on the row.
 * - While focus is inside such a control the grid leaves the keys alone, so arrows change a
 *   select, Space presses a button and Tab moves to the next control; Escape returns to the cell.
 */

const CONTROL_SELECTOR = 'button, a[href], input, select, textarea, [role="button"], [role="checkbox"]';
const CELL_SELECTOR = '.ag-cell, .ag-full-width-row';

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
