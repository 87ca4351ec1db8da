import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { decodeKey } from '../config';

/**
 * Card numbers at rest: AES-256-GCM with a random 96-bit IV per number. The sealed form is
 * `0x01 || iv(12) || tag(16) || ciphertext`; the key's fingerprint is stored beside it so a wrong
 * CARD_KEY shows up as "sealed with another key", never as garbage. Only the last four digits are
 * kept in clear, and nothing but them leaves the service.
 */
export interface CardVault {
  /** A short fingerprint of the key (not the key). */
  readonly keyId: string;
  seal(cardNumber: string): Buffer;
  open(sealed: Buffer, keyId: string): string;
}

const FORMAT = 1;
const AAD = Buffer.from('pms.reservations.card.v1');

export function createCardVault(key: Buffer): CardVault {
  if (key.length !== 32) throw new Error('the card key must be 32 bytes');
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 16);
  return {
    keyId,
    seal(cardNumber) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(AAD);
      const body = Buffer.concat([cipher.update(cardNumber, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([FORMAT]), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, sealedKeyId) {
      if (sealedKeyId !== keyId) throw new Error(`card sealed with key ${sealedKeyId}, not the configured key ${keyId}`);
      if (sealed[0] !== FORMAT) throw new Error('unknown sealed card format');
      const iv = sealed.subarray(1, 13);
      const tag = sealed.subarray(13, 29);
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(AAD);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]).toString('utf8');
    },
  };
}

export interface CardKeySource {
  CARD_KEY?: string | undefined;
  DATA_DIR?: string | undefined;
  NODE_ENV?: string | undefined;
}

const vaults = new Map<string, CardVault>();

/**
 * The vault for a configuration: CARD_KEY when set; otherwise (never in production) a development
 * key generated once into `<DATA_DIR>/card-key` and reused by every process of this checkout, so
 * the embedded and the one-process-per-service runs can read each other's rows.
 */
export function cardVaultFor(config: CardKeySource): CardVault {
  const source = config.CARD_KEY ? `env:${config.CARD_KEY}` : `file:${resolve(config.DATA_DIR ?? '.data')}`;
  let vault = vaults.get(source);
  if (!vault) {
    vault = createCardVault(config.CARD_KEY ? mustDecode(config.CARD_KEY) : devKey(config));
    vaults.set(source, vault);
  }
  return vault;
}

function mustDecode(text: string): Buffer {
  const key = decodeKey(text);
  if (!key) throw new Error('CARD_KEY must be 32 bytes as 64 hex characters or base64');
  return key;
}

function devKey(config: CardKeySource): Buffer {
  if (config.NODE_ENV === 'production') throw new Error('CARD_KEY is required in production');
  const dir = resolve(config.DATA_DIR ?? '.data');
  const file = join(dir, 'card-key');
  mkdirSync(dir, { recursive: true });
  // Written whole to a private temporary file, then linked into place: link fails if the key
  // exists, so of two processes starting together one creates it and both read the same, complete key.
  const tmp = join(dir, `card-key.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(tmp, randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
  const key = decodeKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte hex key; delete it to generate a new one`);
  return key;
}
