import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3300';
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
export const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(__dirname, '../.test-data/e2e');

/** Playwright against the production-like site (scripts/e2e-server.mjs), in Debian's chromium. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // No retries: a flaky test is mended at its cause, and `npm test` counts a flaky one as failed.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/e2e-server.mjs',
        url: `${baseURL}/healthz`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        env: { E2E_PORT: port, E2E_DATA_DIR: dataDir },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
