import { test as base } from '@playwright/test';
import { type E2eSite, siteOf } from './e2e-site';

export { expect } from '@playwright/test';

/** Playwright's test, pointed at this worker's own site (see e2e-site.ts); `site` names its folders. */
export const test = base.extend<{ site: E2eSite }>({
  // Playwright reads a fixture's dependencies from this pattern: `site` has none.
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, provide, testInfo) => {
    await provide(siteOf(testInfo.parallelIndex));
  },
  baseURL: async ({ site }, provide) => {
    await provide(site.url);
  },
});
