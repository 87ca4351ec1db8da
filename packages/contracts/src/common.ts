import { z } from 'zod';
import { IsoDate } from './dates';

/**
 * Path parts of the search routes: the browser sends an empty filter as the word `undefined`
 * (docs/product.md §7). Both that word and an empty string mean "no filter".
 */
export const PathFilter = z
  .string()
  .max(100, 'must be at most 100 characters')
  .transform((v) => (v === 'undefined' || v === 'null' || v.trim() === '' ? undefined : v.trim()));

/** A positive database id in a path or body (PostgreSQL `integer`). */
export const Id = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'must be a positive whole number')])
  .transform(Number)
  .pipe(z.number().int('must be a whole number').positive('must be positive').max(2_147_483_647, 'is too large'));

/** A date path part that may also be the word `undefined`. */
export const OptionalDateFilter = z
  .string()
  .transform((v) => (v === 'undefined' || v.trim() === '' ? undefined : v))
  .pipe(IsoDate.optional());

/** `true`/`false` flags of the report filters (also 1/0). */
export const PathFlag = z
  .enum(['true', 'false', '1', '0', 'undefined'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** 0/1 integer flags as the spec's entities use them. */
export const Bit = z.union([z.literal(0), z.literal(1)]);
