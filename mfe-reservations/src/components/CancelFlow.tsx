import { useEffect, useRef, type ReactNode } from 'react';

export interface CancelFlowProps {
  idPrefix: string;
  reservation: { reservation_id: number; first_name: string; last_name: string };
  /** docs/product.md §2/§4: Cancel is disabled once checked in and for a reservation no longer active. */
  canCancel: boolean;
  /** Why Cancel is disabled, told under the buttons. */
  blockedBecause?: string;
  /** The "Cancel reservation …?" question is open. */
  confirming: boolean;
  onConfirmingChange: (open: boolean) => void;
  onCancel: () => void;
  /** A call is under way: Cancel is disabled. */
  busy: boolean;
  /** The call under way is the cancel. */
  cancelling: boolean;
  /** The other buttons of the row (the screen's Submit), after Cancel Reservation. */
  children: ReactNode;
}

/**
 * UPDATE RESERVATION's cancel: **Cancel Reservation** asks first (the question takes the focus), then
 * cancels; the row holds the screen's other buttons; a note says why Cancel is disabled when it is.
 */
export function CancelFlow({
  idPrefix,
  reservation,
  canCancel,
  blockedBecause,
  confirming,
  onConfirmingChange,
  onCancel,
  busy,
  cancelling,
  children,
}: CancelFlowProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const hintId = `${idPrefix}-cancel-hint`;

  return (
    <>
      {confirming ? (
        <div className="pms-card res-confirm" role="group" aria-labelledby={`${idPrefix}-confirm-question`}>
          <p id={`${idPrefix}-confirm-question`}>
            Cancel reservation {reservation.reservation_id} for {reservation.first_name} {reservation.last_name}? Its nights go
            back on sale.
          </p>
          <div className="pms-actions">
            <button ref={confirmButton} type="button" className="pms-button pms-button--danger" onClick={onCancel}>
              Yes, cancel the reservation
            </button>
            <button type="button" className="pms-button pms-button--secondary" onClick={() => onConfirmingChange(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : null}
      <div className="pms-actions">
        <button
          type="button"
          className="pms-button pms-button--danger"
          disabled={!canCancel || busy}
          aria-describedby={blockedBecause ? hintId : undefined}
          onClick={() => onConfirmingChange(true)}
        >
          {cancelling ? 'Cancelling…' : 'Cancel Reservation'}
        </button>
        {children}
      </div>
      {blockedBecause ? (
        <p id={hintId} className="pms-hint">
          {blockedBecause}
        </p>
      ) : null}
    </>
  );
}
