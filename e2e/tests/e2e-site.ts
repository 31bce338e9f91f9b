import path from 'node:path';

/**
 * The production-like sites Playwright runs against: one per worker (E2E_WORKERS, default 1), each with its own
 * port and data folder (database, releases, uploads), so a spec that releases or rolls back a remote, or moves a
 * version's files away, never disturbs the pages another worker is checking. Every site serves the same build.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const basePort = Number(process.env.E2E_PORT ?? 3300);
const baseDataDir = process.env.E2E_DATA_DIR ?? path.resolve(__dirname, '../../.test-data/e2e');

export interface E2eSite {
  port: number;
  url: string;
  /** DATA_DIR of the site (its releases are in `releases/`). */
  dataDir: string;
}

/** Worker i's site: ports 3300, 3310, … (the sso spec takes the next two), folders e2e, e2e-1, … */
export function siteOf(parallelIndex: number): E2eSite {
  const port = basePort + 10 * parallelIndex;
  const url = parallelIndex === 0 && process.env.E2E_BASE_URL ? process.env.E2E_BASE_URL : `http://localhost:${port}`;
  return { port, url, dataDir: parallelIndex === 0 ? baseDataDir : `${baseDataDir}-${parallelIndex}` };
}
