import type { TrackedPage } from './browser';

/**
 * Console messages a screen may print without failing its test. Each entry names why; keep it
 * short and remove an entry as soon as its cause is fixed.
 */
export const KNOWN_CONSOLE_NOISE: readonly RegExp[] = [];

/** What the page said that a clean screen never says: console errors and warnings, and uncaught exceptions. */
export function consoleProblems(t: TrackedPage, allow: readonly RegExp[] = []): string[] {
  const allowed = [...KNOWN_CONSOLE_NOISE, ...allow];
  return [
    ...t.console.filter((line) => line.startsWith('error: ') || line.startsWith('warning: ')),
    ...t.pageErrors.map((message) => `pageerror: ${message}`),
  ].filter((line) => !allowed.some((pattern) => pattern.test(line)));
}

/**
 * Fails the test when the page has printed a console error or warning or thrown since the last
 * check (a screen's flow must run silent), naming each message and the screen. What it has seen is
 * then forgotten, so the next check covers the next screen only.
 */
export function expectQuietConsole(t: TrackedPage, screen: string, allow: readonly RegExp[] = []): void {
  const problems = consoleProblems(t, allow);
  t.console.length = 0;
  t.pageErrors.length = 0;
  if (problems.length) throw new Error(`console problems on ${screen}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
