import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { NewWebhookAnswer } from '@pms/contracts/webhooks';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH, webhookEventsProblem, webhookUrlProblem, type WebhookEventType } from '@pms/contracts/rules/webhooks';
import { api, TextField } from '@pms/ui';
import { FormEnd } from '../account/FormParts';
import { problemsOf, refusalOf, type Refusal } from '../account/refusal';
import { NewWebhookAnswerShape } from './answers';

const FIELDS = ['url', 'events'] as const;

/**
 * Add webhook: the receiver's URL and the events it wants, checked with the service's own rules
 * (rules/webhooks) before `POST /api/webhooks`; what only the service knows (the URL resolves into a
 * private network) comes back beside its field. The answer's secret is shown once (`onAdded`).
 */
export function AddWebhookForm({ onAdded }: { onAdded: (created: NewWebhookAnswer) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [refusal, setRefusal] = useState<Refusal>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const eventsError = useId();

  const toggle = (event: WebhookEventType, on: boolean) => setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const fields = problemsOf({ url: webhookUrlProblem(url.trim()), events: webhookEventsProblem(events) });
    setRefusal({ fields });
    if (Object.keys(fields).length > 0) return;
    setBusy(true);
    try {
      const created = await api.request('POST /api/webhooks', { body: { url: url.trim(), events }, schema: NewWebhookAnswerShape });
      setUrl('');
      setEvents([]);
      onAdded(created);
    } catch (err) {
      setRefusal(refusalOf(err, 'Add webhook', FIELDS));
      first.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const { fields, form } = refusal;
  return (
    <form className="webhooks-add" aria-labelledby="webhooks-add-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="webhooks-add-title">Add webhook</h2>
      <TextField
        id="webhooks-add-url"
        label="Receiver URL"
        inputRef={first}
        type="url"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        hint="https://… on the receiver's side; never an address inside the hotel's network."
        value={url}
        onChange={setUrl}
        error={fields.url}
      />
      <fieldset
        className="pms-fieldset webhooks-add__events"
        aria-invalid={fields.events ? true : undefined}
        aria-describedby={fields.events ? eventsError : undefined}
      >
        <legend>
          Events <span aria-hidden="true" className="pms-required">*</span>
        </legend>
        {WEBHOOK_EVENT_TYPES.map((event) => (
          <label key={event} className="pms-check webhooks-add__event">
            <input type="checkbox" checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
            <code>{event}</code> <span className="webhooks-add__event-words">{WEBHOOK_EVENTS[event]}</span>
          </label>
        ))}
        {fields.events ? (
          <p id={eventsError} className="pms-field-error">
            {fields.events}
          </p>
        ) : null}
      </fieldset>
      <FormEnd message={form} busy={busy} submitLabel="Add webhook" />
    </form>
  );
}

/** The new subscription's secret, shown once: the receiver verifies signatures with it. */
export function NewSecret({ created, onDismiss }: { created: NewWebhookAnswer; onDismiss: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The focus moves to the secret once, when it appears: it is what the Administrator must act on.
  useEffect(() => heading.current?.focus(), [created.webhook_id]);
  return (
    <section className="pms-card webhooks-secret" aria-labelledby="webhooks-secret-title">
      <h2 id="webhooks-secret-title" ref={heading} tabIndex={-1}>
        Webhook {created.webhook_id} added: copy its secret now
      </h2>
      <p>
        Deliveries to <strong>{created.url}</strong> are signed with this secret (header <code>X-PMS-Signature</code>). It is not shown again: to
        get a new one, delete the webhook and add it again.
      </p>
      <p>
        <code className="webhooks-secret__value" aria-label="Signing secret">
          {created.secret}
        </code>
      </p>
      <button type="button" className="pms-button pms-button--secondary" onClick={onDismiss}>
        I have copied it
      </button>
    </section>
  );
}

