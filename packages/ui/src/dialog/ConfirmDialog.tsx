import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * A small modal question ("Mark the work order fixed?"). It takes focus when it opens (the confirm
 * button), keeps Tab inside itself, closes on Escape, and gives focus back to whatever had it before
 * — the button that opened it — when it closes, if that is still on the page. A caller that moves
 * focus elsewhere after confirming (the opener is gone) does so after the dialog has closed.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = box.current;
    confirm.current?.focus();
    return () => {
      // Back to the opener unless something outside the dialog took focus meanwhile (or the opener is gone).
      const active = document.activeElement;
      const lost = active === null || active === document.body || !active.isConnected || Boolean(dialog?.contains(active));
      if (opener?.isConnected && lost) opener.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    } else if (e.key === 'Tab') {
      const buttons = [...(box.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <div className="pms-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className="pms-dialog pms-card"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {children ? <div id={bodyId}>{children}</div> : null}
        <div className="pms-actions">
          <button ref={confirm} type="button" className="pms-button" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className="pms-button pms-button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
