// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/dialog/ConfirmDialog';

afterEach(cleanup);

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Fixed
      </button>
      {open ? (
        <ConfirmDialog
          title="Mark it fixed?"
          confirmLabel="Mark fixed"
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
        >
          <p>The room goes back into service.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled modal dialog that takes focus, keeps Tab inside, and closes on Escape with focus back on its opener', () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Fixed' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mark it fixed?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('The room goes back into service.').closest('[id]')?.id).toBe(dialog.getAttribute('aria-describedby'));
    const confirm = screen.getByRole('button', { name: 'Mark fixed' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(confirm);
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Cancel also gives focus back; the confirm button confirms', () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Fixed' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Mark fixed' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
