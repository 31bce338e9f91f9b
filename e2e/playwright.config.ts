import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, siteOf } from './tests/e2e-site';

const SOURCE_EDITING_SPECS = ['**/admin.spec.ts', '**/platform.spec.ts'];

/**
 * Playwright against the production-like site (scripts/e2e-server.mjs), in Debian's chromium: one site per worker
 * (E2E_WORKERS, default 1), each spec file whole on one worker.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // No retries: a flaky test is mended at its cause, and `npm test` counts a flaky one as failed.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: siteOf(0).url,
    // A trace records every action of every test to keep the failed ones': 16 % of the layer's time (measured on four
    // specs, 147 -> 123 s). A failure keeps its screenshot and the page's accessibility tree (error-context.md);
    // E2E_TRACE=1 records traces again to follow a failure step by step.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
  // The specs that edit a remote's source for a release build (they wait while `npm test`'s other lane reads every
  // source, see source-readers.ts) run last, by which time that lane has long finished reading: no wait.
  projects: [
    { name: 'desktop', testIgnore: SOURCE_EDITING_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'source-edits', testMatch: SOURCE_EDITING_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : Array.from({ length: E2E_WORKERS }, (_, index) => {
        const site = siteOf(index);
        return {
          command: 'node ../scripts/e2e-server.mjs',
          url: `${site.url}/healthz`,
          timeout: 600_000,
          reuseExistingServer: !process.env.CI,
          env: { E2E_PORT: String(site.port), E2E_DATA_DIR: site.dataDir },
          stdout: 'pipe' as const,
          stderr: 'pipe' as const,
        };
      }),
});
