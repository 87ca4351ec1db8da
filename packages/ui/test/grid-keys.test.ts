// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cellOf, enterAction, isFromCellControl } from '../src/grid/gridKeys';

function cell(inner: string): HTMLElement {
  const row = document.createElement('div');
  row.className = 'ag-row';
  row.innerHTML = `<div class="ag-cell" tabindex="-1">${inner}</div>`;
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
});
