// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cellOf, enterAction, isFromCellControl, moveTarget } from '../src/grid/gridKeys';

function cell(inner: string): HTMLElement {
  const row = document.createElement('div');
  row.setAttribute('role', 'row');
  row.innerHTML = `<div class="pms-grid__cell" role="gridcell" tabindex="-1">${inner}</div>`;
  document.body.append(row);
  return row.firstElementChild as HTMLElement;
}

describe('grid keyboard rules', () => {
  it('Enter on a plain cell opens the row when rows are clickable', () => {
    const c = cell('Smith');
    expect(enterAction(c, true)).toEqual({ kind: 'row' });
    expect(enterAction(c, false)).toEqual({ kind: 'none' });
  });

  it('Enter on a cell with one button presses it', () => {
    const c = cell('<button type="button">Check Out</button>');
    const action = enterAction(c, true);
    expect(action).toMatchObject({ kind: 'control', press: true });
    expect(action.kind === 'control' && action.control.textContent).toBe('Check Out');
  });

  it('Enter on a cell with a selector focuses it instead of pressing', () => {
    const c = cell('<select><option>Clean</option><option>Dirty</option></select>');
    expect(enterAction(c, false)).toMatchObject({ kind: 'control', press: false });
  });

  it('a disabled control or several controls fall back to the row', () => {
    expect(enterAction(cell('<button disabled>Invoice</button>'), true)).toEqual({ kind: 'row' });
    expect(enterAction(cell('<button>Update</button><button>Fixed</button>'), true)).toEqual({ kind: 'row' });
  });

  it('keys typed inside a control belong to the control, not to the grid', () => {
    const c = cell('<select><option>Clean</option></select>');
    const select = c.querySelector('select')!;
    expect(isFromCellControl(select)).toBe(true);
    expect(isFromCellControl(c)).toBe(false);
    expect(enterAction(select, true)).toEqual({ kind: 'none' });
    expect(cellOf(select)).toBe(c);
  });

  it('targets outside cells and non-elements are ignored', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(isFromCellControl(outside)).toBe(false);
    expect(isFromCellControl(null)).toBe(false);
    expect(isFromCellControl(window)).toBe(false);
    expect(enterAction(undefined, true)).toEqual({ kind: 'none' });
  });

  it('arrows move one cell, Home/End to the ends of the row (with Ctrl, of the grid), pages by ten; the edges hold', () => {
    const size = { rows: 30, cols: 4 };
    const at = { row: 5, col: 1 };
    expect(moveTarget('ArrowDown', false, at, size)).toEqual({ row: 6, col: 1 });
    expect(moveTarget('ArrowUp', false, { row: 0, col: 1 }, size)).toEqual({ row: 0, col: 1 });
    expect(moveTarget('ArrowRight', false, { row: 5, col: 3 }, size)).toEqual({ row: 5, col: 3 });
    expect(moveTarget('ArrowLeft', false, at, size)).toEqual({ row: 5, col: 0 });
    expect(moveTarget('End', false, at, size)).toEqual({ row: 5, col: 3 });
    expect(moveTarget('End', true, at, size)).toEqual({ row: 29, col: 3 });
    expect(moveTarget('Home', true, at, size)).toEqual({ row: 0, col: 0 });
    expect(moveTarget('PageDown', false, at, size)).toEqual({ row: 15, col: 1 });
    expect(moveTarget('PageUp', false, at, size)).toEqual({ row: 0, col: 1 });
    expect(moveTarget('a', false, at, size)).toBeNull();
  });
});
