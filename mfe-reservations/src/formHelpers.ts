/** Small helpers the booking screens share. */

/** Moves the focus to a field by id (after a submit with messages). */
export function focusField(id: string): void {
  if (typeof document !== 'undefined') document.getElementById(id)?.focus();
}

/**
 * Server messages stay only on fields the clerk has not edited since: keeps the entries of `errors`
 * whose field has the same value in `before` and `after`.
 */
export function keepUnchanged<E extends Partial<Record<string, string>>>(errors: E, before: object, after: object): E {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const kept: Partial<Record<string, string>> = {};
  for (const [field, msg] of Object.entries(errors)) {
    if (msg !== undefined && (!(field in a) || a[field] === b[field])) kept[field] = msg;
  }
  return kept as E;
}
