import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ensureArtifactsDir } from './paths';

/** Impacts that fail a test; minor and moderate findings are written to the report only. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the page as it is now, writes e2e/artifacts/axe-<screen>.json
 * and throws when anything serious or critical is found, naming each rule and element.
 *
 * Every rule still runs on every element; two settings only spare work whose result nobody reads:
 * - `resultTypes: ['violations']`: the passes, the incomplete and the inapplicable keep one example
 *   node each instead of every node (a list of a few hundred rows passed tens of thousands), which
 *   axe otherwise gathers and hands back through the browser's protocol;
 * - legacy mode: `axe.run` in the page itself, where the default (`runPartial` + `finishRun`) opens
 *   a blank page in the context for every check to merge frames' results. Our screens have no
 *   frames, so the one thing legacy mode leaves out (cross-origin frames) is nothing here.
 */
export async function assertAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  writeFileSync(
    join(ensureArtifactsDir(), `axe-${screen}.json`),
    JSON.stringify({ url: results.url, violations: results.violations }, null, 2),
  );
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  if (failing.length === 0) return;
  const summary = failing
    .map((v) => `- ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  throw new Error(`accessibility problems on ${screen} (${results.url}):\n${summary}`);
}
