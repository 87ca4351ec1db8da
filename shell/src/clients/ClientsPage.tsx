import { useState } from 'react';
import type { ClientSecretAnswer } from '@pms/contracts/clients';
import { api, PageHeader, useApiQuery, useNotice } from '@pms/ui';
import { ClientListAnswer } from './answers';
import { ClientsTable } from './ClientsTable';
import { NewClientForm } from './NewClientForm';
import { SecretOnce } from './SecretOnce';
import './clients.css';

/**
 * CLIENTS (`/admin/clients`, Administrators: the permission table's `staff.manage`): the other
 * systems that call the API with their own tokens (docs/integrations.md "Machine clients"). A
 * secret is shown once, when a client is made or its secret replaced; the service keeps only a hash.
 */
export function ClientsPage() {
  const notice = useNotice();
  const clients = useApiQuery('Load machine clients', (signal) => api.request('GET /api/clients', { schema: ClientListAnswer, signal }), []);
  const [secret, setSecret] = useState<{ name: string; answer: ClientSecretAnswer } | null>(null);
  const show = (name: string, answer: ClientSecretAnswer) => {
    setSecret({ name, answer });
    clients.reload();
  };
  return (
    <div className="pms-page pms-stack clients">
      <PageHeader title="CLIENTS" />
      {secret ? (
        <section className="pms-card">
          <SecretOnce name={secret.name} answer={secret.answer} onDone={() => setSecret(null)} />
        </section>
      ) : null}
      <section className="pms-card">
        {clients.data ? (
          <ClientsTable
            clients={clients.data.clients}
            onRotated={show}
            onRevoked={(name) => {
              notice.success(`${name} can no longer call the API; its tokens stop working within a second.`, { title: 'Client revoked.' });
              clients.reload();
            }}
          />
        ) : (
          <p role="status">{clients.loading ? 'Loading machine clients…' : 'The client list could not be loaded.'}</p>
        )}
      </section>
      <section className="pms-card pms-no-print">
        <NewClientForm onCreated={show} />
      </section>
    </div>
  );
}
