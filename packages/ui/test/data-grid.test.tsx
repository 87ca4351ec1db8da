// @vitest-environment jsdom
import { createRef } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from '../src/grid/DataGrid';
import type { DataGridColumn as ColDef, DataGridHandle } from '../src/grid/types';

afterEach(cleanup);

interface Guest {
  reservation_id: number;
  last_name: string;
  room_num: string;
}

const rows: Guest[] = [
  { reservation_id: 11, last_name: 'Smith', room_num: '104' },
  { reservation_id: 12, last_name: 'Jones', room_num: '205' },
];
const columns: ColDef<Guest>[] = [
  { field: 'last_name', headerName: 'Last Name' },
  { field: 'room_num', headerName: 'Room' },
];

async function cellWithText(text: string): Promise<HTMLElement> {
  const el = await screen.findByText(text, {}, { timeout: 15_000 });
  const cell = el.closest('[role="gridcell"]');
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell holds ${text}`);
  return cell;
}

describe('DataGrid', () => {
  it('shows the rows in an ARIA grid with an accessible name, its cells marked by row id and column', async () => {
    render(<DataGrid<Guest> ariaLabel="In-house guests" rowData={rows} columnDefs={columns} getRowId={(g) => String(g.reservation_id)} />);
    const cell = await cellWithText('Smith');
    expect(cell.dataset.col).toBe('last_name');
    expect(cell.parentElement?.dataset.row).toBe('11');
    expect(screen.getByText('Jones')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Last Name', 'Room']);
    const grid = screen.getByRole('grid', { name: 'In-house guests' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    // One Tab stop for the whole grid: the first header until a cell is focused.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('tabindex')).toBe('0');
  });

  it('sorts by a header: ascending, descending, then as given, and says so with aria-sort', () => {
    const many: Guest[] = [
      { reservation_id: 1, last_name: 'Brown', room_num: '9' },
      { reservation_id: 2, last_name: 'Adams', room_num: '10' },
      { reservation_id: 3, last_name: 'Clark', room_num: '101' },
    ];
    render(<DataGrid<Guest> ariaLabel="Guests" rowData={many} columnDefs={columns} getRowId={(g) => String(g.reservation_id)} />);
    const order = () => screen.getAllByRole('row').slice(1).map((r) => (r).dataset.row);
    const header = screen.getByRole('columnheader', { name: 'Room' });
    fireEvent.click(screen.getByRole('button', { name: 'Room' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(order()).toEqual(['1', '2', '3']); // 9, 10, 101: numbers as people read them
    // Enter on the focused header cell presses its button (the one-control rule).
    act(() => header.focus());
    fireEvent.keyDown(header, { key: 'Enter' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(order()).toEqual(['3', '2', '1']);
    fireEvent.keyDown(header, { key: 'Enter' });
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(order()).toEqual(['1', '2', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Last Name' }));
    expect(order()).toEqual(['2', '1', '3']);
  });

  it('arrow keys, Home and End move the focus between cells, the header row included', async () => {
    render(<DataGrid<Guest> ariaLabel="Guests" rowData={rows} columnDefs={columns} />);
    const smith = await cellWithText('Smith');
    act(() => smith.focus());
    fireEvent.keyDown(smith, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('104');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('205');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Jones');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home', ctrlKey: true });
    expect(document.activeElement?.getAttribute('role')).toBe('columnheader');
    // The focused cell is the grid's Tab stop now.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
    expect(smith.getAttribute('tabindex')).toBe('-1');
  });

  it('says it is loading while rowData is null, and classes rows by their rules', () => {
    const { rerender } = render(<DataGrid<Guest> ariaLabel="Guests" rowData={null} columnDefs={columns} />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading…')).toBeTruthy();
    rerender(<DataGrid<Guest> ariaLabel="Guests" rowData={rows} columnDefs={columns} rowClassRules={{ flagged: ({ data }) => data.room_num === '205' }} />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('Jones').closest('[role="row"]')?.classList.contains('flagged')).toBe(true);
    expect(screen.getByText('Smith').closest('[role="row"]')?.classList.contains('flagged')).toBe(false);
  });

  it('a click on a row calls onRowClick with its data', async () => {
    const onRowClick = vi.fn();
    render(<DataGrid<Guest> ariaLabel="Guests" rowData={rows} columnDefs={columns} onRowClick={onRowClick} />);
    fireEvent.click(await cellWithText('Jones'));
    await waitFor(() => expect(onRowClick).toHaveBeenCalledWith(rows[1]));
  });

  it('Enter on a focused row acts as a click', async () => {
    const onRowClick = vi.fn();
    render(<DataGrid<Guest> ariaLabel="Guests" rowData={rows} columnDefs={columns} onRowClick={onRowClick} />);
    const cell = await cellWithText('Smith');
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onRowClick).toHaveBeenCalledWith(rows[0]));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('Enter on a cell holding a button presses the button, not the row; a click on it neither', async () => {
    const onRowClick = vi.fn();
    const onCheckOut = vi.fn();
    const withButton: ColDef<Guest>[] = [
      ...columns,
      {
        headerName: 'Action',
        colId: 'action',
        cellRenderer: (p: { data?: Guest }) => (
          <button type="button" onClick={() => onCheckOut(p.data)}>
            Check Out {p.data?.room_num}
          </button>
        ),
      },
    ];
    render(<DataGrid<Guest> ariaLabel="Billing" rowData={rows} columnDefs={withButton} onRowClick={onRowClick} />);
    const button = await screen.findByRole('button', { name: 'Check Out 104' }, { timeout: 15_000 });
    const cell = button.closest('[role="gridcell"]') as HTMLElement;
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onCheckOut).toHaveBeenCalledWith(rows[0]));
    fireEvent.click(button);
    expect(onCheckOut).toHaveBeenCalledTimes(2);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('draws a long list’s first rows at once and the rest right after, and all of them for printing', async () => {
    const many: Guest[] = Array.from({ length: 450 }, (_, i) => ({ reservation_id: i, last_name: `Guest${i}`, room_num: String(100 + i) }));
    const drawnRows = () => document.querySelectorAll('[role="row"][data-row]').length;
    const { unmount } = render(<DataGrid<Guest> ariaLabel="Many" rowData={many} columnDefs={columns} getRowId={(g) => String(g.reservation_id)} />);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('451');
    expect(drawnRows()).toBeGreaterThan(0);
    expect(drawnRows()).toBeLessThan(450);
    await waitFor(() => expect(drawnRows()).toBe(450));
    expect(screen.getByText('Guest449')).toBeTruthy();
    unmount();

    render(<DataGrid<Guest> ariaLabel="Many" rowData={many} columnDefs={columns} getRowId={(g) => String(g.reservation_id)} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(drawnRows()).toBe(450);
  });

  it('shows its empty message when there are no rows', async () => {
    render(<DataGrid<Guest> ariaLabel="Guests" rowData={[]} columnDefs={columns} emptyMessage="No guests in house" />);
    expect(await screen.findByText('No guests in house', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('focuses a cell by row id and column through its handle (after a check-in)', async () => {
    const grid = createRef<DataGridHandle>();
    render(<DataGrid<Guest> ariaLabel="Guests" rowData={rows} columnDefs={columns} getRowId={(g) => String(g.reservation_id)} ref={grid} />);
    await cellWithText('Jones');
    act(() => void grid.current?.focusCell('12', 'room_num'));
    expect(document.activeElement?.textContent).toBe('205');
    expect(grid.current?.focusCell('99', 'room_num')).toBe(false);
  });

  describe('a control inside a cell keeps the keyboard focus when the rows change under it', () => {
    // The housekeeping board: a Clean/Dirty selector per room, saved at once; the live board is read
    // again after every change and may gain or lose rooms (another clerk's change under a filter).
    interface Room {
      room_id: number;
      room_num: string;
      clean: 0 | 1;
    }
    const roomColumns: ColDef<Room>[] = [
      { field: 'room_num', headerName: 'Room' },
      {
        colId: 'roomStatus',
        field: 'clean',
        headerName: 'Room Status',
        cellRenderer: (p: { data?: Room }) => (
          <select aria-label={`Room status, room ${p.data?.room_num}`} value={String(p.data?.clean)} onChange={() => undefined}>
            <option value="1">Clean</option>
            <option value="0">Dirty</option>
          </select>
        ),
      },
    ];
    const board = (rooms: Room[]) => (
      <DataGrid<Room> ariaLabel="Housekeeping" rowData={rooms} columnDefs={roomColumns} getRowId={(r) => String(r.room_id)} />
    );
    const room = (room_id: number, clean: 0 | 1 = 1): Room => ({ room_id, room_num: String(100 + room_id), clean });
    const selector = (num: string) => screen.getByRole('combobox', { name: `Room status, room ${num}` });

    /** Focus the room's status cell (as arrow keys would), then Enter into its selector. */
    async function enterSelector(num: string): Promise<void> {
      const control = await screen.findByRole('combobox', { name: `Room status, room ${num}` }, { timeout: 15_000 });
      const cell = control.closest('[role="gridcell"]') as HTMLElement;
      act(() => cell.focus());
      fireEvent.keyDown(cell, { key: 'Enter', code: 'Enter' });
      await waitFor(() => expect(document.activeElement).toBe(control));
    }

    it('after its row is saved and read again (same rooms, new values)', async () => {
      const { rerender } = render(board([room(1), room(2)]));
      await enterSelector('102');
      rerender(board([room(1), room(2, 0)]));
      await waitFor(() => expect((selector('102') as HTMLSelectElement).value).toBe('0'));
      expect(document.activeElement).toBe(selector('102'));
    });

    it('when a room is listed before it (its row moves down)', async () => {
      const { rerender } = render(board([room(1), room(2)]));
      await enterSelector('102');
      rerender(board([room(0), room(1), room(2, 0)]));
      await screen.findByRole('combobox', { name: 'Room status, room 100' });
      await waitFor(() => expect((selector('102') as HTMLSelectElement).value).toBe('0'));
      expect(document.activeElement).toBe(selector('102'));
    });

    it('but Escape still takes the focus back to the cell, and it stays there', async () => {
      const { rerender } = render(board([room(1), room(2)]));
      await enterSelector('102');
      fireEvent.keyDown(selector('102'), { key: 'Escape', code: 'Escape' });
      const cell = selector('102').closest('[role="gridcell"]');
      expect(document.activeElement).toBe(cell);
      rerender(board([room(0), room(1), room(2, 0)]));
      await screen.findByRole('combobox', { name: 'Room status, room 100' });
      expect(document.activeElement).toBe(selector('102').closest('[role="gridcell"]'));
    });
  });
});
