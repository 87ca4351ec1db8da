import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * One of OWASP's equivalent scrypt settings (N=2^14, r=8, p=5): the strength of N=2^17 with 16 MiB of
 * memory per hash instead of 128, so a burst of sign-ins cannot exhaust a small pod's memory.
 */
const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` with a fresh 16-byte salt. The parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEM });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEM };
  if (!expected.length || ![options.N, options.r, options.p].every(Number.isSafeInteger)) return false;
  try {
    const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, options);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/**
 * A hash no password matches, checked when the username is unknown so that an unknown user and a
 * wrong password take the same time to refuse.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
