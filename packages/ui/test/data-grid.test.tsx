// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from '../src/grid/DataGrid';
import type { ColDef, GridApi } from '../src/grid/types';

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
  const cell = el.closest('.ag-cell');
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell holds ${text}`);
  return cell;
}

describe('DataGrid (AG Grid in jsdom)', () => {
  it('loads AG Grid lazily, then shows the rows with an accessible name', async () => {
    render(<DataGrid<Guest> ariaLabel="In-house guests" rowData={rows} columnDefs={columns} />);
    expect(screen.getByRole('status').textContent).toBe('Loading table…');
    await cellWithText('Smith');
    expect(screen.getByText('Jones')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Last Name/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('grid', { name: 'In-house guests' })).toBeTruthy());
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
    const cell = button.closest('.ag-cell') as HTMLElement;
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onCheckOut).toHaveBeenCalledWith(rows[0]));
    fireEvent.click(button);
    expect(onCheckOut).toHaveBeenCalledTimes(2);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows its empty message when there are no rows', async () => {
    render(<DataGrid<Guest> ariaLabel="Guests" rowData={[]} columnDefs={columns} emptyMessage="No guests in house" />);
    expect(await screen.findByText('No guests in house', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('finds a row by id and focuses its cell without AG Grid complaining (error #200: module not registered)', async () => {
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let grid: GridApi<Guest> | null = null;
    render(
      <DataGrid<Guest>
        ariaLabel="Guests"
        rowData={rows}
        columnDefs={columns}
        getRowId={(g) => String(g.reservation_id)}
        onGridReady={(api) => (grid = api)}
      />,
    );
    await cellWithText('Jones');
    await waitFor(() => expect(grid).not.toBeNull());
    const api = grid as unknown as GridApi<Guest>;
    const index = api.getRowNode('12')?.rowIndex;
    expect(index).toBe(1);
    act(() => api.setFocusedCell(1, 'room_num'));
    expect(api.getFocusedCell()?.rowIndex).toBe(1);
    const said = [...complaints.mock.calls, ...warnings.mock.calls].map((c) => c.map(String).join(' '));
    expect(said.filter((line) => /AG Grid/i.test(line))).toEqual([]);
    complaints.mockRestore();
    warnings.mockRestore();
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
      const cell = control.closest('.ag-cell') as HTMLElement;
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
      const cell = selector('102').closest('.ag-cell');
      expect(document.activeElement).toBe(cell);
      rerender(board([room(0), room(1), room(2, 0)]));
      await screen.findByRole('combobox', { name: 'Room status, room 100' });
      expect(document.activeElement).toBe(selector('102').closest('.ag-cell'));
    });
  });
});
