import { useState } from 'react';
import type { NewWebhookAnswer } from '@pms/contracts/webhooks';
import { api, PageHeader, useApiQuery } from '@pms/ui';
import { AddWebhookForm, NewSecret } from './AddWebhookForm';
import { WebhookListAnswer } from './answers';
import { WebhookTable } from './WebhookTable';
import './webhooks.css';

/**
 * WEBHOOKS (`/admin/webhooks`, Administrators: the permission table's `staff.manage`): the URLs the
 * hotel's events are sent to (`GET /api/webhooks`), their deliveries with Redeliver, and Add webhook,
 * whose secret is shown once (docs/integrations.md "Webhooks").
 */
export function WebhooksPage() {
  const hooks = useApiQuery('Load webhooks', (signal) => api.request('GET /api/webhooks', { schema: WebhookListAnswer, signal }), []);
  const [created, setCreated] = useState<NewWebhookAnswer | null>(null);
  return (
    <div className="pms-page pms-stack webhooks">
      <PageHeader title="WEBHOOKS" />
      {created ? <NewSecret created={created} onDismiss={() => setCreated(null)} /> : null}
      <section className="pms-card">
        {hooks.data ? (
          <WebhookTable webhooks={hooks.data.webhooks} onChanged={hooks.reload} />
        ) : (
          <p role="status">{hooks.loading ? 'Loading webhooks…' : 'The webhooks could not be loaded.'}</p>
        )}
      </section>
      <section className="pms-card pms-no-print">
        <AddWebhookForm
          onAdded={(c) => {
            setCreated(c);
            hooks.reload();
          }}
        />
      </section>
    </div>
  );
}
