/**
 * A W3C `traceparent` for one call from the browser (docs/observability.md "Browser → gateway"): a
 * fresh random trace id and span id each time, so a clerk's call carries its trace id from the
 * browser on — the gateway continues it and answers it in `traceresponse`. Flags `00`: the browser
 * records nothing, and whether the trace is recorded is the gateway's sampler's decision anyway (it
 * never obeys a caller's flag).
 */
export function newTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-00`;
}

function randomHex(bytes: number): string {
  for (;;) {
    const hex = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
    // All zeros is the one invalid id (W3C Trace Context): draw again.
    if (/[^0]/.test(hex)) return hex;
  }
}
