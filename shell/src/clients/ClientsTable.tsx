import { useState, type FormEvent } from 'react';
import type { ClientSecretAnswer, MachineClient } from '@pms/contracts/clients';
import { api, useRowPanel } from '@pms/ui';
import { FormEnd } from '../account/FormParts';
import { refusalOf } from '../account/refusal';
import { ClientSecretShape } from './answers';

type Confirm = 'rotate' | 'revoke';

export interface ClientsTableProps {
  clients: readonly MachineClient[];
  /** A secret was replaced: show it once. */
  onRotated: (name: string, answer: ClientSecretAnswer) => void;
  onRevoked: (name: string) => void;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The active clients, one row each, with Replace secret and Revoke; each asks for confirmation in a
 * panel under its row (one at a time, starting on Cancel so a stray Enter changes nothing; Escape
 * cancels) and gives the focus back to its button when it closes.
 */
export function ClientsTable({ clients, onRotated, onRevoked }: ClientsTableProps) {
  const { open, show, close } = useRowPanel<{ clientId: string; kind: Confirm }>();

  if (clients.length === 0) return <p>No machine clients yet.</p>;
  return (
    <div className="clients-table-box" role="region" aria-labelledby="clients-list-title" tabIndex={0}>
      <table className="pms-table clients-table">
        <caption id="clients-list-title">Machine clients ({clients.length})</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Client ID</th>
            <th scope="col">Scopes</th>
            <th scope="col">Secret since</th>
            <th scope="col" className="pms-no-print">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => {
            const panel = open?.clientId === client.client_id ? open.kind : null;
            const button = (kind: Confirm, label: string, name: string) => (
              <button
                type="button"
                className={kind === 'revoke' ? 'pms-button pms-button--danger pms-button--small' : 'pms-button pms-button--secondary pms-button--small'}
                aria-label={name}
                aria-expanded={panel === kind}
                onClick={(e) => show({ clientId: client.client_id, kind }, e.currentTarget)}
              >
                {label}
              </button>
            );
            return (
              <ClientRow key={client.client_id} client={client} panel={panel} onClose={close} onRotated={onRotated} onRevoked={onRevoked}>
                {button('rotate', 'Replace secret', `Replace secret of ${client.name}`)}
                {button('revoke', 'Revoke', `Revoke ${client.name}`)}
              </ClientRow>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ClientRow({ client, panel, onClose, onRotated, onRevoked, children }: {
  client: MachineClient;
  panel: Confirm | null;
  onClose: () => void;
  onRotated: ClientsTableProps['onRotated'];
  onRevoked: ClientsTableProps['onRevoked'];
  children: React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const params = { id: client.client_id };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !panel) return;
    setBusy(true);
    setMessage(undefined);
    try {
      if (panel === 'rotate') {
        const answer = await api.request('POST /api/clients/:id/secret', { params, schema: ClientSecretShape });
        onClose();
        onRotated(client.name, answer);
      } else {
        await api.request('DELETE /api/clients/:id', { params });
        onClose();
        onRevoked(client.name);
      }
    } catch (e) {
      setMessage(refusalOf(e, panel === 'rotate' ? `Replace the secret of ${client.name}` : `Revoke ${client.name}`, []).form);
    } finally {
      setBusy(false);
    }
  };
  const title = panel === 'rotate' ? `Replace the secret of ${client.name}?` : `Revoke ${client.name}?`;
  return (
    <>
      <tr>
        <th scope="row">{client.name}</th>
        <td>
          <code>{client.client_id}</code>
        </td>
        <td>
          <ul className="clients-table__scopes">
            {client.scopes.map((s) => (
              <li key={s}>
                <code>{s}</code>
              </li>
            ))}
          </ul>
        </td>
        <td>{when(client.secret_rotated_at)}</td>
        <td className="pms-no-print">
          <div className="clients-table__actions">{children}</div>
        </td>
      </tr>
      {panel ? (
        <tr className="clients-panel-row pms-no-print">
          <td colSpan={5}>
            <form className="clients-panel" aria-label={title} onSubmit={(e) => void confirm(e)} onKeyDown={(e) => e.key === 'Escape' && onClose()} noValidate>
              <h3 className="clients-panel__title">{title}</h3>
              <p>
                {panel === 'rotate'
                  ? 'A new secret is made and shown once. The old secret stops working at once, and so does every token it got: the other system must use the new one.'
                  : 'The client can no longer get tokens, and every token it holds stops working within a second. This cannot be undone.'}
              </p>
              <FormEnd message={message} busy={busy} submitLabel={panel === 'rotate' ? 'Replace secret' : 'Revoke client'} danger={panel === 'revoke'}>
                {/* A confirmation starts on Cancel, like STAFF's: a stray Enter changes nothing. */}
                <button type="button" className="pms-button pms-button--secondary" onClick={onClose} autoFocus>
                  Cancel
                </button>
              </FormEnd>
            </form>
          </td>
        </tr>
      ) : null}
    </>
  );
}
