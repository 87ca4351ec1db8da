import { type ReactNode } from 'react';

export type NoticeKind = 'error' | 'success' | 'info';

export interface NoticeProps {
  kind?: NoticeKind;
  /** Optional bold lead, e.g. "Check in failed". */
  title?: ReactNode;
  children: ReactNode;
  /** Shows a Dismiss button that calls this. */
  onDismiss?: () => void;
  className?: string;
  /** Shown as "Reference: …" (selectable, to paste into a bug report): a failed request's trace id. */
  reference?: string;
}

/**
 * A message in the page: errors are announced at once (`role="alert"`), success and info politely
 * (`role="status"`). Not colour alone: each kind has its own icon text and border.
 */
export function Notice({ kind = 'info', title, children, onDismiss, className, reference }: NoticeProps) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={['pms-notice', `pms-notice--${kind}`, className].filter(Boolean).join(' ')}
    >
      <span className="pms-notice__icon" aria-hidden="true">
        {kind === 'error' ? '!' : kind === 'success' ? '✓' : 'i'}
      </span>
      <div className="pms-notice__body">
        {title ? <strong className="pms-notice__title">{title} </strong> : null}
        {children}
        {reference ? (
          <small className="pms-notice__reference">
            {' '}
            Reference: <code>{reference}</code>
          </small>
        ) : null}
      </div>
      {onDismiss ? (
        <button type="button" className="pms-notice__dismiss" aria-label="Dismiss message" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
