/** "Early departure: N nights billed, M released" (docs/billing.md "Check-out"). */
export const earlyText = (e: { billed: number; released: number }) =>
  `Early departure: ${e.billed} night${e.billed === 1 ? '' : 's'} billed, ${e.released} released`;

/** Asked before Submit Payment checks out a guest leaving before the booked departure. */
export function EarlyDepartureQuestion({ text, onConfirm, onCancel }: { text: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="fin-warning" role="alert">
      <p>{text}. The remaining nights go back to inventory.</p>
      <div className="pms-actions">
        <button type="button" className="pms-button" onClick={onConfirm}>
          Confirm early departure
        </button>
        <button type="button" className="pms-button pms-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
