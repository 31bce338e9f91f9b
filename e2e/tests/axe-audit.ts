import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA (issue 42): the rule set the site must pass with no violation. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One axe run: where, as whom, how wide, in which state, and the violating elements per rule. */
export interface AxeCheck {
  route: string;
  role: string;
  width: number;
  state: string;
  /** Rule id -> violating elements. */
  rules: Record<string, number>;
  /** One line per violating element, for the failure message. */
  details: string[];
  /** Visible level-1 headings (issue 42 asks for one per page; reported, not yet enforced). */
  h1s: number;
}

/**
 * Waits until the page has stopped changing: no request in flight, no skeleton or spinner, and every
 * finite animation (a dialog zooming in, a drawer sliding) finished, so colours are measured as they
 * end up rather than half-faded.
 */
export async function settle(page: Page, { network = true } = {}): Promise<void> {
  if (network) await page.waitForLoadState('networkidle');
  await expect(page.locator('.arco-skeleton:visible, .arco-spin-loading:visible')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs the WCAG 2.1 A/AA rules on the page once it has settled (`network: false` after a resize, which asks
 * for nothing new). Legacy mode runs axe inside the page: the default mode opens a second page to merge
 * frames' results, which more than doubles each check's time, and the site's pages have no frames.
 */
export async function audit(page: Page, where: Omit<AxeCheck, 'rules' | 'details' | 'width' | 'h1s'>, { network = true } = {}): Promise<AxeCheck> {
  await settle(page, { network });
  // `content-visibility: auto` (the footer, card bodies) leaves content out of view unrendered until it nears the
  // view; axe then cannot see the footer's dark background behind its light links and reports them on white.
  // Rendering everything while axe looks measures what a reader sees once they scroll there.
  const rendered = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // Only violations are reported in full (passes and the rest with one element each): the same rules run and fail
  // the same elements; collecting every passing element was 40 % of each check's time (measured on /course).
  // `options` comes first: it replaces the options object, and withTags then adds its rule set to it (called after
  // withTags, it dropped the tags and axe ran its best-practice rules too).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  await rendered.evaluate((style) => (style as HTMLStyleElement).remove());
  const rules: Record<string, number> = {};
  const details: string[] = [];
  for (const violation of results.violations) {
    rules[violation.id] = violation.nodes.length;
    for (const node of violation.nodes) {
      details.push(`${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
    }
  }
  const h1s = await page.locator('h1:visible').count();
  return { ...where, width: page.viewportSize()?.width ?? 0, rules, details, h1s };
}

/** The failure message: every violating element of every check that had one. */
export function describeViolations(checks: AxeCheck[]): string[] {
  return checks
    .filter((check) => check.details.length > 0)
    .flatMap((check) => check.details.map((detail) => `${check.route} [${check.role}, ${check.width} px, ${check.state}] ${detail}`));
}

/**
 * With A11Y_REPORT_DIR set, keeps each test's checks as JSON there (e2e/a11y-table.mjs turns them into the
 * route × role × width table of docs/accessibility.md).
 */
export function keepReport(name: string, checks: AxeCheck[]): void {
  const dir = process.env.A11Y_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(checks.map(({ details: _details, ...check }) => check), null, 1));
}
