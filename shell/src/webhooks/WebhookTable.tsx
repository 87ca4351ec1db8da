import { useState } from 'react';
import type { Webhook } from '@pms/contracts/webhooks';
import { api, useNotice, useRowPanel } from '@pms/ui';
import { FormEnd } from '../account/FormParts';
import { refusalOf } from '../account/refusal';
import { Deliveries } from './Deliveries';

type Open = { webhookId: number; kind: 'deliveries' | 'delete' };

/**
 * The subscriptions, one row each: URL, events, deliveries pending and given up; Deliveries opens
 * the row's delivery list under it, Delete asks first (starting on Cancel; Escape cancels). The
 * button that opened a panel gets the focus back when it closes.
 */
export function WebhookTable({ webhooks, onChanged }: { webhooks: readonly Webhook[]; onChanged: () => void }) {
  const { open, show, close } = useRowPanel<Open>();
  // The same button again closes its panel.
  const toggle = (webhookId: number, kind: 'deliveries' | 'delete', button: HTMLElement) =>
    open?.webhookId === webhookId && open.kind === kind ? close() : show({ webhookId, kind }, button);

  if (webhooks.length === 0) return <p>No webhooks yet. Add one below to send the hotel’s events to another system.</p>;
  return (
    <div className="webhooks-table-box" role="region" aria-labelledby="webhooks-list-title" tabIndex={0}>
      <table className="pms-table webhooks-table">
        <caption id="webhooks-list-title">Webhooks ({webhooks.length})</caption>
        <thead>
          <tr>
            <th scope="col">URL</th>
            <th scope="col">Events</th>
            <th scope="col">Pending</th>
            <th scope="col">Gave up</th>
            <th scope="col" className="pms-no-print">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {webhooks.map((w) => {
            const panel = open?.webhookId === w.webhook_id ? open.kind : null;
            return (
              <WebhookRow
                key={w.webhook_id}
                webhook={w}
                panel={panel}
                onToggle={(kind, button) => toggle(w.webhook_id, kind, button)}
                onClose={close}
                onChanged={onChanged}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  webhook: Webhook;
  panel: 'deliveries' | 'delete' | null;
  onToggle: (kind: 'deliveries' | 'delete', button: HTMLElement) => void;
  onClose: () => void;
  onChanged: () => void;
}

function WebhookRow({ webhook: w, panel, onToggle, onClose, onChanged }: RowProps) {
  return (
    <>
      <tr>
        <th scope="row" className="webhooks-table__url">
          {w.url}
        </th>
        <td>
          <ul className="webhooks-table__events">
            {w.events.map((e) => (
              <li key={e}>
                <code>{e}</code>
              </li>
            ))}
          </ul>
        </td>
        <td>{w.pending}</td>
        <td>{w.dead > 0 ? <strong>{w.dead}</strong> : 0}</td>
        <td className="pms-no-print">
          <div className="webhooks-table__actions">
            <button
              type="button"
              className="pms-button pms-button--secondary pms-button--small"
              aria-label={`Deliveries of ${w.url}`}
              aria-expanded={panel === 'deliveries'}
              onClick={(e) => onToggle('deliveries', e.currentTarget)}
            >
              Deliveries
            </button>
            <button
              type="button"
              className="pms-button pms-button--secondary pms-button--small"
              aria-label={`Delete ${w.url}`}
              aria-expanded={panel === 'delete'}
              onClick={(e) => onToggle('delete', e.currentTarget)}
            >
              Delete
            </button>
          </div>
        </td>
      </tr>
      {panel ? (
        <tr className="webhooks-panel-row pms-no-print">
          <td colSpan={5}>
            {panel === 'deliveries' ? <Deliveries webhook={w} onChanged={onChanged} /> : <ConfirmDelete webhook={w} onCancel={onClose} onDone={onChanged} />}
          </td>
        </tr>
      ) : null}
    </>
  );
}

function ConfirmDelete({ webhook, onCancel, onDone }: { webhook: Webhook; onCancel: () => void; onDone: () => void }) {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<string | undefined>();
  async function remove() {
    if (busy) return;
    setBusy(true);
    try {
      await api.request('DELETE /api/webhooks/:id', { params: { id: webhook.webhook_id } });
      notice.success(`${webhook.url} gets no more deliveries; its pending ones were dropped.`, { title: 'Webhook deleted.' });
      onDone();
    } catch (e) {
      setForm(refusalOf(e, `Delete ${webhook.url}`, []).form);
      setBusy(false);
    }
  }
  return (
    <form
      className="webhooks-panel"
      aria-label={`Delete ${webhook.url}`}
      onSubmit={(e) => {
        e.preventDefault();
        void remove();
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <p>
        Delete the webhook to <strong>{webhook.url}</strong>? It gets no more events, and its deliveries (pending ones too) are dropped.
      </p>
      <FormEnd message={form} busy={busy} submitLabel="Delete webhook" danger>
        <button type="button" className="pms-button pms-button--secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </FormEnd>
    </form>
  );
}
