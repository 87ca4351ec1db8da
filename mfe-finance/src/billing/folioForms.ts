/** What the folio's forms check before sending (the service checks the same: contracts/src/folio.ts). */

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

/** An amount typed as dollars: more than 0, at most two decimals, at most $100,000 and at most `max`. */
export function amountProblem(text: string, max?: number): string | undefined {
  const t = text.trim();
  if (t === '') return 'Enter an amount.';
  if (!DOLLARS.test(t)) return 'Enter dollars and cents, e.g. 12.50.';
  const n = Number(t);
  if (n <= 0) return 'The amount must be more than 0.';
  if (n > 100_000) return 'The amount must be at most 100000.';
  if (max !== undefined && Math.round(n * 100) > Math.round(max * 100)) return `The amount must be at most ${max.toFixed(2)}.`;
  return undefined;
}
