import { Hono } from 'hono';
import { JWKS_PATH } from '@pms/contracts/auth';
import type { AppEnv } from '@pms/service-kit';
import type { KeyRing } from '../tokens/keys';

/** The public keys the gateway and services verify sessions with (fetched directly, not through /api). */
export function jwksRoutes(keys: () => Promise<KeyRing>) {
  return new Hono<AppEnv>().get(JWKS_PATH, async (c) => {
    const { jwks } = await keys();
    // Short enough that a rotation reaches everybody quickly; verifiers refetch on an unknown kid anyway.
    c.header('cache-control', 'public, max-age=300');
    return c.json(jwks);
  });
}
