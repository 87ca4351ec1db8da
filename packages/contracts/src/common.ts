import { z } from 'zod';
import { IsoDate } from './dates';
import { tooLongMessage, type TextRule } from './rules/guest';

/** The screens send `null` for fields never touched; treat it as empty. */
export const emptyIfMissing = (v: unknown): unknown => (v === null || v === undefined ? '' : v);

/**
 * A text field's schema made from its rule (`rules/guest.ts`), checking in the rule's order —
 * empty, too long, pattern — so a 400 names the same first problem the form shows.
 */
export function textField(rule: TextRule) {
  let s = z.string('must be text').trim();
  if (rule.required) s = s.min(1, rule.required);
  if (rule.max !== undefined) s = s.max(rule.max, tooLongMessage(rule.max));
  if (rule.pattern) {
    const { regex, message } = rule.pattern;
    // An optional field may stay empty even when its filled-in form has a pattern.
    s = rule.required ? s.regex(regex, message) : s.refine((v) => v === '' || regex.test(v), message);
  }
  return z.preprocess(emptyIfMissing, s);
}

/**
 * Path parts of the search routes: the browser sends an empty filter as the word `undefined`
 * (docs/product.md §7). Both that word and an empty string mean "no filter".
 */
export const PathFilter = z
  .string()
  .max(100, tooLongMessage(100))
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
