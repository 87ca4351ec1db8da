// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowPanel } from '../src/hooks/useRowPanel';

afterEach(cleanup);

/** Two rows with an Edit button each; the open row shows a panel with its own Cancel. */
function Rows() {
  const { open, show, close } = useRowPanel<string>();
  return (
    <>
      <button type="button">Elsewhere</button>
      {['101', '102'].map((room) => (
        <div key={room}>
          <button type="button" onClick={(e) => show(room, e.currentTarget)}>
            Edit {room}
          </button>
          {open === room ? (
            <form aria-label={`Panel ${room}`}>
              <button type="button" onClick={close} autoFocus>
                Cancel
              </button>
            </form>
          ) : null}
        </div>
      ))}
    </>
  );
}

describe('useRowPanel', () => {
  it('opens one panel at a time and gives the focus back to the button that opened it on close', () => {
    render(<Rows />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit 101' }));
    expect(screen.getByRole('form', { name: 'Panel 101' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit 102' }));
    expect(screen.queryByRole('form', { name: 'Panel 101' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit 102' }));
  });

  it('moves no focus on renders with no panel closing (the first render included)', () => {
    const { rerender } = render(<Rows />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    rerender(<Rows />);
    expect(document.activeElement).toBe(elsewhere);
  });
});
