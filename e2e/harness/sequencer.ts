import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser test files in name order, with the night audit last: it closes the business date, and
 * every other file works on the demo hotel's day as it was seeded (its arrivals, its due-outs).
 */
export default class AuditLastSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (f: TestSpecification) => (f.moduleId.endsWith('night-audit.e2e.ts') ? 1 : 0);
    return Promise.resolve([...files].sort((a, b) => last(a) - last(b) || a.moduleId.localeCompare(b.moduleId)));
  }
}
