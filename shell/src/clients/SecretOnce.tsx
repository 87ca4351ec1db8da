import { useEffect, useRef, useState } from 'react';
import type { ClientSecretAnswer } from '@pms/contracts/clients';

/**
 * A client's secret, shown this once (the service keeps only its hash): a clear warning, the id and
 * secret as selectable text, a Copy button and Done, which forgets it. The heading takes the focus
 * so a screen reader starts with the warning.
 */
export function SecretOnce({ name, answer, onDone }: { name: string; answer: ClientSecretAnswer; onDone: () => void }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer.client_secret]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answer.client_secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="clients-secret" aria-labelledby="clients-secret-title">
      <h2 id="clients-secret-title" ref={heading} tabIndex={-1}>
        Secret of {name}
      </h2>
      <p className="clients-secret__warning">
        <strong>This secret is shown only once.</strong> Copy it now into the other system: it cannot be shown again. If it is lost,
        replace it.
      </p>
      <dl className="clients-secret__values">
        <dt>Client ID</dt>
        <dd>
          <code data-testid="client-id">{answer.client_id}</code>
        </dd>
        <dt>Client secret</dt>
        <dd>
          <code data-testid="client-secret">{answer.client_secret}</code>
        </dd>
      </dl>
      <div className="pms-actions">
        <button type="button" className="pms-button" onClick={() => void copy()}>
          Copy secret
        </button>
        <button type="button" className="pms-button pms-button--secondary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" className="pms-hint">
        {copied === 'copied' ? 'The secret was copied.' : copied === 'failed' ? 'The browser did not allow copying: select the secret and copy it.' : ''}
      </p>
    </section>
  );
}
