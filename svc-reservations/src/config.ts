import { z } from 'zod';
import { BaseConfig } from '@pms/service-kit';

/**
 * svc-reservations' environment beyond the base: the card key. Production refuses to start without
 * one; elsewhere a development key is generated into `DATA_DIR` (see domain/card-vault.ts).
 */
export const ReservationsConfig = BaseConfig.extend({
  /** AES-256-GCM key: 32 bytes as 64 hex characters or base64. */
  CARD_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || decodeKey(v) !== undefined, 'must be 32 bytes as 64 hex characters or base64'),
  /** Where development-only files (the generated card key) live. */
  DATA_DIR: z.string().default('.data'),
}).superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && !c.CARD_KEY) {
    ctx.addIssue({ code: 'custom', path: ['CARD_KEY'], message: 'is required in production (32 bytes, hex or base64)' });
  }
});
export type ReservationsConfig = z.infer<typeof ReservationsConfig>;

/** 64 hex characters or base64 of exactly 32 bytes → the key; anything else → undefined. */
export function decodeKey(text: string): Buffer | undefined {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) {
    const b = Buffer.from(t, 'base64');
    if (b.length === 32) return b;
  }
  return undefined;
}
