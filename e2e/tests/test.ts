import { test as base } from '@playwright/test';
import { type E2eSite, siteOf } from './e2e-site';

export { expect } from '@playwright/test';

/** Playwright's test, pointed at this worker's own site (see e2e-site.ts); `site` names its folders. */
export const test = base.extend<{ site: E2eSite }>({
  site: async ({}, use, testInfo) => {
    await use(siteOf(testInfo.parallelIndex));
  },
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});
