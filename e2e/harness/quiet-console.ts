/**
 * Set up for every e2e file (vitest.config.ts setupFiles): after each test, every page the file has
 * opened must have printed no console error or warning and thrown nothing since the test before
 * (issue #17: zero console errors and warnings on every screen). A message a test provokes on
 * purpose is allowed by that test with expectConsole(t, /…/), with a comment saying why.
 */
import { afterEach } from 'vitest';
import { expectAllPagesQuiet } from './console';

afterEach(() => {
  expectAllPagesQuiet();
});
