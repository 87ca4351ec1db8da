import { type ReactNode } from 'react';

export interface PrintButtonProps {
  /** Default "Print". */
  children?: ReactNode;
  /** Runs before the print dialog opens (e.g. expand a collapsed section). */
  onBeforePrint?: () => void;
  className?: string;
  disabled?: boolean;
}

/** Opens the browser's print dialog; theme.css's print rules leave only the page content. */
export function PrintButton({ children = 'Print', onBeforePrint, className, disabled }: PrintButtonProps) {
  return (
    <button
      type="button"
      className={['pms-button', 'pms-button--secondary', 'pms-no-print', className].filter(Boolean).join(' ')}
      disabled={disabled}
      onClick={() => {
        onBeforePrint?.();
        window.print();
      }}
    >
      <span aria-hidden="true" className="pms-button__icon">
        ⎙
      </span>
      {children}
    </button>
  );
}
