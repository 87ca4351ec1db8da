import { z } from 'zod';
import { DUE_OUT_POLICIES } from '@pms/contracts/night-audit';
import { BaseConfig, EVERY_PROBLEM } from '@pms/service-kit';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/**
 * svc-reservations' environment beyond the base: the card key (production refuses to start without
 * one; elsewhere a development key is generated into `DATA_DIR`, see domain/card-vault.ts) and the
 * night audit's settings (docs/billing.md "Night audit").
 */
export const ReservationsConfig = BaseConfig.extend({
  /** AES-256-GCM key: 32 bytes as 64 hex characters or base64. */
  CARD_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || decodeKey(v) !== undefined, 'must be 32 bytes as 64 hex characters or base64')
    .refine((v) => v === undefined || decodeKey(v) === undefined || isKeyMaterial(decodeKey(v) as Buffer), {
      message: 'is not key material (all zeros, one byte repeated, or a short pattern): generate one with `openssl rand -hex 32`',
    }),
  /** Where development-only files (the generated card key) live. */
  DATA_DIR: z.string().default('.data'),
  /** Hotel-local time of the automatic night audit (`HH:MM`), or `off`. */
  NIGHT_AUDIT_AT: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM (24-hour) or off')
    .default('03:00'),
  /** A guest still in house on the departure date: extended by one night, or the audit stops (409). */
  NIGHT_AUDIT_DUE_OUTS: z.enum(DUE_OUT_POLICIES).default('extend'),
  /** The no-show fee: one night at the stay's rate, or nothing. */
  NO_SHOW_FEE: z.enum(['first-night', 'none']).default('first-night'),
  /** Whether the no-show fee is taxed like a room night. */
  NO_SHOW_FEE_TAXED: flag.default(true),
}).superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && !c.CARD_KEY) {
    ctx.addIssue({ code: 'custom', path: ['CARD_KEY'], message: 'is required in production (32 bytes, hex or base64: generate one with `openssl rand -hex 32` and keep it safe)' });
  }
}, EVERY_PROBLEM);
export type ReservationsConfig = z.infer<typeof ReservationsConfig>;

/**
 * Whether 32 bytes look like a real random key rather than a placeholder: random keys use about 30
 * different byte values; `000…`, `aaa…` or `0123…0123…` use a handful.
 */
export function isKeyMaterial(key: Buffer): boolean {
  return new Set(key).size >= 16;
}

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
