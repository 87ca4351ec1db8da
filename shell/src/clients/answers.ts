import type { ClientSecretAnswer, MachineClient } from '@pms/contracts/clients';
import type { ApiAnswer, Schema } from '@pms/ui';
import { shape } from '../answers';

/*
 * The client routes' answers, checked by hand like the shell's others (`../answers.ts`): the types
 * come from the contracts (type imports only, so zod stays out of the bundle).
 */

const ClientFields = shape<Omit<MachineClient, 'scopes'>>('machine client', {
  client_id: 'string',
  name: 'string',
  created_at: 'string',
  secret_rotated_at: 'string',
});

type ListedClient = ApiAnswer<'GET /api/clients'>['clients'][number];

function clientOf(data: unknown): ListedClient {
  const scopes = (data as { scopes?: unknown } | null)?.scopes;
  if (!Array.isArray(scopes) || !scopes.every((s) => typeof s === 'string')) throw new TypeError('machine client: scopes is not a list of text');
  return { ...ClientFields.parse(data), scopes: scopes as ListedClient['scopes'] };
}

/** `GET /api/clients`. */
export const ClientListAnswer: Schema<ApiAnswer<'GET /api/clients'>> = {
  parse(data) {
    const clients = (data as { clients?: unknown } | null)?.clients;
    if (!Array.isArray(clients)) throw new TypeError('client list: clients is not a list');
    return { clients: clients.map(clientOf) };
  },
};

/** `POST /api/clients` and `POST /api/clients/{id}/secret`. */
export const ClientSecretShape = shape<ClientSecretAnswer>('client secret', { client_id: 'string', client_secret: 'string' });
