import { Hono } from 'hono';
import { z } from 'zod';
import { eventTypes, subjects, type RevokedToken } from '@pms/contracts/events';
import {
  CLIENT_ERRORS,
  CLIENT_MESSAGES,
  CLIENT_TOKEN_TTL_SECONDS,
  clientRevocationKey,
  NewClientBody,
  type ClientList,
  type ClientSecretAnswer,
} from '@pms/contracts/clients';
import { auditActor, enqueueEvent, notFound, recordAudit, RefusalWithBody, validate, type AppEnv, type Clock, type Sql, type TransactionSql } from '@pms/service-kit';
import {
  insertClient,
  listActiveClients,
  lockActiveClient,
  markRevoked,
  newClientId,
  newClientSecret,
  replaceSecret,
  secretHash,
  toMachineClient,
  type ClientRow,
} from '../db/clients';

const ClientIdParams = z.object({ id: z.string().regex(/^pms_[0-9a-f]{24}$/, 'must be a client id') });

/**
 * Ends every token of a client's current secret version: one revocation event that every verifier
 * (gateway, services) follows, like a sign-out's. Tokens live `CLIENT_TOKEN_TTL_SECONDS`, so the
 * entry may be forgotten after that.
 */
async function revokeClientTokens(tx: TransactionSql, client: Pick<ClientRow, 'client_id' | 'secret_version'>): Promise<void> {
  const key = clientRevocationKey(client.client_id, client.secret_version);
  const data: RevokedToken = { jti: key, expiresAt: new Date(Date.now() + CLIENT_TOKEN_TTL_SECONDS * 1000).toISOString() };
  await enqueueEvent(tx, subjects.revokedToken(key), eventTypes.revokedToken, 1, data);
}

/**
 * Machine clients (docs/integrations.md "Machine clients"), the Administrators' (`staff.manage`,
 * enforced by `authGuard` from the route table). A secret is answered once, when made, and only
 * its SHA-256 is kept.
 */
export function clientRoutes({ sql, clock }: { sql: Sql; clock: Clock }) {
  return new Hono<AppEnv>()
    .get('/clients', async (c) => c.json<ClientList>({ clients: (await listActiveClients(sql)).map(toMachineClient) }))
    .post('/clients', validate('json', NewClientBody), async (c) => {
      const body = c.req.valid('json');
      const name = body.name.trim();
      const scopes = [...new Set(body.scopes)];
      const secret = newClientSecret();
      const actor = auditActor(c, clock);
      const created = await sql.begin(async (tx) => {
        const row = await insertClient(tx, { client_id: newClientId(), name, scopes, secret_hash: secretHash(secret), created_by: actor.user_id });
        if (row) {
          await recordAudit(tx, actor, {
            action: 'client.created',
            entity: 'client',
            entity_id: row.client_id,
            changes: { name: [null, name], scopes: [null, scopes], client_secret: [null, 'set'] },
          });
        }
        return row;
      });
      if (!created) {
        throw new RefusalWithBody({
          error: CLIENT_ERRORS.nameTaken,
          message: `An active client named ${name} already exists.`,
          fields: { name: CLIENT_MESSAGES.nameTaken },
        });
      }
      c.var.log.info({ clientId: created.client_id, by: c.var.session.username, scopes }, 'machine client created');
      return c.json<ClientSecretAnswer>({ client_id: created.client_id, client_secret: secret }, 201);
    })
    .post('/clients/:id/secret', validate('param', ClientIdParams), async (c) => {
      const { id } = c.req.valid('param');
      const secret = newClientSecret();
      await sql.begin(async (tx) => {
        const before = await lockActiveClient(tx, id);
        if (!before) throw notFound(`There is no active client ${id}.`);
        await replaceSecret(tx, id, secretHash(secret));
        await revokeClientTokens(tx, before);
        await recordAudit(tx, auditActor(c, clock), {
          action: 'client.secret_rotated',
          entity: 'client',
          entity_id: id,
          changes: { client_secret: ['[hidden]', '[hidden]'] },
        });
      });
      c.var.log.info({ clientId: id, by: c.var.session.username }, 'machine client secret replaced');
      return c.json<ClientSecretAnswer>({ client_id: id, client_secret: secret });
    })
    .delete('/clients/:id', validate('param', ClientIdParams), async (c) => {
      const { id } = c.req.valid('param');
      await sql.begin(async (tx) => {
        const before = await lockActiveClient(tx, id);
        if (!before) throw notFound(`There is no active client ${id}.`);
        await markRevoked(tx, id);
        await revokeClientTokens(tx, before);
        await recordAudit(tx, auditActor(c, clock), { action: 'client.revoked', entity: 'client', entity_id: id, changes: { revoked: [false, true] } });
      });
      c.var.log.info({ clientId: id, by: c.var.session.username }, 'machine client revoked');
      return c.json({ revoked: true as const });
    });
}
