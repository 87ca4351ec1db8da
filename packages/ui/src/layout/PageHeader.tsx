import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PageHeaderProps {
  /** The screen's title as the spec writes it, e.g. "NEW RESERVATION". */
  title: string;
  /** Buttons at the right of the header (Print, Change, …). */
  actions?: ReactNode;
  /** Sets the browser tab's title to "<title> · Hotel PMS" (default true). */
  setDocumentTitle?: boolean;
}

export const BACK_TO_DASHBOARD = 'Return to Dashboard';

/**
 * Every signed-in page's header (docs/product.md §1): a back arrow titled "Return to Dashboard" leading
 * to /, the page title as the page's h1, and an actions slot. The arrow is hidden when printing.
 */
export function PageHeader({ title, actions, setDocumentTitle = true }: PageHeaderProps) {
  useEffect(() => {
    if (!setDocumentTitle || typeof document === 'undefined') return;
    const previous = document.title;
    document.title = `${title} · Hotel PMS`;
    return () => {
      document.title = previous;
    };
  }, [title, setDocumentTitle]);

  return (
    <header className="pms-page-header">
      <Link to="/" className="pms-back pms-no-print" title={BACK_TO_DASHBOARD}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
          <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="pms-visually-hidden">{BACK_TO_DASHBOARD}</span>
      </Link>
      <h1 className="pms-page-title">{title}</h1>
      {actions ? <div className="pms-page-actions pms-no-print">{actions}</div> : null}
    </header>
  );
}
