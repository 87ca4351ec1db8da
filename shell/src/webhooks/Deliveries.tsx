import { useState } from 'react';
import type { Webhook, WebhookDelivery } from '@pms/contracts/webhooks';
import { api, useApiQuery, useNotice } from '@pms/ui';
import { refusalOf } from '../account/refusal';
import { DeliveryAnswer, DeliveryListAnswer } from './answers';

const STATUS_WORDS: Record<WebhookDelivery['status'], string> = { pending: 'Pending', delivered: 'Delivered', dead: 'Gave up' };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'medium' }) : '—');

/**
 * A subscription's latest deliveries (`GET /api/webhooks/{id}/deliveries`): event, status, attempts,
 * the last error, and Redeliver, which queues the delivery again now with a fresh 24-hour window.
 */
export function Deliveries({ webhook, onChanged }: { webhook: Webhook; onChanged: () => void }) {
  const notice = useNotice();
  const id = webhook.webhook_id;
  const list = useApiQuery('Load deliveries', (signal) => api.request('GET /api/webhooks/:id/deliveries', { params: { id }, schema: DeliveryListAnswer, signal }), [id]);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function redeliver(d: WebhookDelivery) {
    if (busy !== null) return;
    setBusy(d.delivery_id);
    setError(undefined);
    try {
      await api.request('POST /api/webhooks/:id/deliveries/:delivery_id/redeliver', { params: { id, delivery_id: d.delivery_id }, schema: DeliveryAnswer });
      notice.success(`Delivery ${d.delivery_id} (${d.event_type}) is queued to go again now.`, { title: 'Redeliver: done.' });
      list.reload();
      onChanged();
    } catch (e) {
      setError(refusalOf(e, `Redeliver ${d.delivery_id}`, []).form);
    } finally {
      setBusy(null);
    }
  }

  const deliveries = list.data?.deliveries;
  return (
    <section className="webhooks-deliveries" aria-labelledby={`webhooks-deliveries-${webhook.webhook_id}`}>
      <div className="webhooks-deliveries__head">
        <h3 id={`webhooks-deliveries-${webhook.webhook_id}`}>Deliveries to {webhook.url}</h3>
        <button type="button" className="pms-button pms-button--secondary pms-button--small" onClick={list.reload} disabled={list.loading}>
          Refresh
        </button>
      </div>
      {error ? (
        <p className="pms-field-error" role="alert">
          {error}
        </p>
      ) : null}
      {!deliveries ? (
        <p role="status">{list.loading ? 'Loading deliveries…' : 'The deliveries could not be loaded.'}</p>
      ) : deliveries.length === 0 ? (
        <p>No deliveries yet: they appear when a subscribed event happens.</p>
      ) : (
        <div className="webhooks-table-box" role="region" aria-label={`Deliveries of webhook ${webhook.webhook_id}`} tabIndex={0}>
          <table className="pms-table webhooks-table">
            <caption className="pms-visually-hidden">Latest deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Delivery</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">Next attempt / delivered</th>
                <th scope="col" className="pms-no-print">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.delivery_id} className={`webhooks-delivery webhooks-delivery--${d.status}`}>
                  <th scope="row">{d.delivery_id}</th>
                  <td>
                    <code>{d.event_type}</code>
                  </td>
                  <td>{d.status === 'delivered' ? STATUS_WORDS[d.status] : <strong>{STATUS_WORDS[d.status]}</strong>}</td>
                  <td>{d.attempts}</td>
                  <td>{d.last_error ?? '—'}</td>
                  <td>{d.status === 'delivered' ? when(d.delivered_at) : when(d.next_attempt_at)}</td>
                  <td className="pms-no-print">
                    <button
                      type="button"
                      className="pms-button pms-button--secondary pms-button--small"
                      aria-label={`Redeliver ${d.delivery_id}`}
                      disabled={busy !== null}
                      aria-busy={busy === d.delivery_id || undefined}
                      onClick={() => void redeliver(d)}
                    >
                      Redeliver
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
