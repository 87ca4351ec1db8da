/** The ids a field's help text and message carry, so aria-describedby can point at them. */
export interface FieldIds {
  hint: string;
  error: string;
}

export function fieldIds(id: string): FieldIds {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** The aria-describedby value for what is actually shown (undefined when nothing is). */
export function describedBy(ids: FieldIds, shown: { hint?: boolean; error?: boolean }): string | undefined {
  const parts = [shown.error ? ids.error : undefined, shown.hint ? ids.hint : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
