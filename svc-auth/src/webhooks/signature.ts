import { createHmac, randomBytes } from 'node:crypto';

/** A new subscription's signing secret: 32 random bytes, base64url, recognisable by its prefix. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The `X-PMS-Signature` value for a body sent at `unixSeconds`: `t=<unix>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. The time inside the signed text lets a receiver refuse an old body replayed.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
