/** How the reservation screens write values (pure). */
import { formatUsd, toCents } from '@pms/contracts/rules/money';

/** docs/product.md §2/§9: the card only as four stars and its last four digits. */
export function maskCard(lastFour: string): string {
  const digits = lastFour.replace(/\D/g, '').slice(-4);
  return digits ? `****${digits}` : '';
}

/** A nightly rate in dollars (the wire's two-decimal number) as US dollars: 129.5 → "$129.50". */
export function formatRate(dollars: number): string {
  return formatUsd(toCents(dollars));
}

/** The room type dropdown's text: the type and its rate (docs/product.md §2). */
export function roomTypeLabel(t: { type: string; rate: number }): string {
  return `${t.type} — ${formatRate(t.rate)} per night`;
}


/**
 * The creation time as `YYYY-MM-DD HH:mm`, in the hotel's time zone when given (else the
 * browser's). Anything that is not a timestamp is shown as it came.
 */
export function formatCreatedAt(timestamp: string, timeZone?: string | null): string {
  const d = new Date(timestamp);
  if (Number.isNaN(d.getTime())) return timestamp;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone ?? undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** "City, ST 12345" from the parts that are there. */
export function cityLine(city: string, state: string, zip: string): string {
  const cityState = [city.trim(), state.trim()].filter(Boolean).join(', ');
  return [cityState, zip.trim()].filter(Boolean).join(' ');
}
