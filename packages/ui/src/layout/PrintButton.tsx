import { type ReactNode } from 'react';

export interface PrintButtonProps {
  /** Default "Print". */
  children?: ReactNode;
  /** Runs before the print dialog opens (e.g. expand a collapsed section). */
  onBeforePrint?: () => void;
  className?: string;
  disabled?: boolean;
}

/**
 * A printer drawn inline: the "⎙" glyph it replaces is missing from most fonts and showed as an
 * empty box. Decorative (aria-hidden): the button's text names it ("Print").
 */
function PrinterIcon() {
  return (
    <svg className="pms-button__icon" aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 9V3h12v6" />
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v7H6z" />
    </svg>
  );
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
      <PrinterIcon />
      {children}
    </button>
  );
}
