import type { TrackedPage } from './browser';

/**
 * Console messages any screen may print without failing its test. Each entry names why; keep it
 * short and remove an entry as soon as its cause is fixed. A message only one test provokes on
 * purpose belongs in that test: `expectConsole(t, /…/)` with a comment saying why.
 */
const KNOWN_CONSOLE_NOISE: readonly RegExp[] = [];

/** Every page opened in this test file (openPage registers it): the shared check reads them all. */
const watched: TrackedPage[] = [];

export function watchConsole(t: TrackedPage): void {
  watched.push(t);
}

/**
 * Lets this page print console lines matching `pattern` until the end of the current test (an
 * error the test provokes on purpose, such as a refused sign-in); the test says why beside the call.
 */
export function expectConsole(t: TrackedPage, ...patterns: RegExp[]): void {
  t.expectedConsole.push(...patterns);
}

const isProblem = (line: string) => line.startsWith('error: ') || line.startsWith('warning: ');

/** What the page said that a clean screen never says: console errors and warnings, and uncaught exceptions. */
function problemsIn(console: readonly string[], pageErrors: readonly string[], allow: readonly RegExp[]): string[] {
  const allowed = [...KNOWN_CONSOLE_NOISE, ...allow];
  return [...console.filter(isProblem), ...pageErrors.map((message) => `pageerror: ${message}`)].filter(
    (line) => !allowed.some((pattern) => pattern.test(line)),
  );
}

/**
 * The problems the page has shown since the last check, and moves the check's mark past them. The
 * page's `console` and `pageErrors` stay whole, so a test can still look for a line it expects.
 */
function newProblems(t: TrackedPage, allow: readonly RegExp[]): string[] {
  const problems = problemsIn(t.console.slice(t.checked.console), t.pageErrors.slice(t.checked.pageErrors), [...t.expectedConsole, ...allow]);
  t.checked.console = t.console.length;
  t.checked.pageErrors = t.pageErrors.length;
  return problems;
}

/**
 * Fails the test when the page has printed a console error or warning or thrown since the last
 * check (a screen's flow must run silent), naming each message and the screen.
 */
export function expectQuietConsole(t: TrackedPage, screen: string, allow: readonly RegExp[] = []): void {
  const problems = newProblems(t, allow);
  if (problems.length) throw new Error(`console problems on ${screen}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/**
 * The check every e2e test gets (harness/quiet-console.ts runs it after each test): every page the
 * file opened, since the last check. Throws naming each page's new console errors and warnings.
 */
export function expectAllPagesQuiet(): void {
  const report: string[] = [];
  for (const t of watched) {
    const problems = newProblems(t, []);
    // What a test allowed, it allowed for itself: the next test starts strict again.
    t.expectedConsole.length = 0;
    if (problems.length) report.push(`${t.page.isClosed() ? 'a closed page' : t.page.url()}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  if (report.length) throw new Error(`console errors or warnings during this test (harness/console.ts):\n${report.join('\n')}`);
}
