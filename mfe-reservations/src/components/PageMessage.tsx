import { Notice } from '@pms/ui';

/** A message the screen itself shows next to its buttons (not the shell's notice area). */
export interface PageMessageValue {
  kind: 'error' | 'success' | 'info';
  title?: string;
  text: string;
  /** Leftover details (e.g. a 400's fields no input shows). */
  details?: string[];
  /** A button offered with the message, e.g. "Reload reservation" after a stale update. */
  action?: { label: string; run: () => void };
}

/**
 * Errors are alerts (announced at once); success is a status. The message stays until the next
 * action, so it is there when the clerk looks up from the keyboard.
 */
export function PageMessage({ message, onDismiss }: { message: PageMessageValue | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <Notice kind={message.kind} title={message.title} onDismiss={onDismiss} className="res-message">
      {message.text}
      {message.details?.length ? (
        <ul className="res-message__details">
          {message.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      {message.action ? (
        <div className="res-message__action">
          <button type="button" className="pms-button pms-button--small" onClick={message.action.run}>
            {message.action.label}
          </button>
        </div>
      ) : null}
    </Notice>
  );
}

/** A load that failed, with Try again; it stays until the load succeeds (there is nothing to dismiss). */
export function LoadFailed({ title, error, retry }: { title: string; error: { message: string }; retry: () => void }) {
  return (
    <PageMessage message={{ kind: 'error', title, text: error.message, action: { label: 'Try again', run: retry } }} onDismiss={() => {}} />
  );
}
