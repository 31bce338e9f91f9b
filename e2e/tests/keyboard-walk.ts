import { expect, type Locator, type Page } from '@playwright/test';

// Issue 42, keyboard only: helpers for walking a page as a keyboard user does, with Tab, Shift+Tab, Enter,
// Space, the arrow keys and typing. No test using them clicks, fills or focuses an element directly.

/** A short description of the focused element, for the failure message of a walk that never arrives. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(the page itself)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name}`;
  });
}

/** Whether `target` has the focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, at most `limit` presses, as a keyboard
 * user walks the page. Every stop on the way must be visible: focus never lands on something hidden.
 */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  throw new Error(`${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}; the focus is on ${await describeFocus(page)}`);
}

/** The focus is inside `container` (a dialog that just opened), never behind it. */
export async function expectFocusInside(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement)), { message: 'the focus moved into the dialog' }).toBe(true);
}

/** Tab and Shift+Tab, pressed a full round, never leave an open dialog (the page behind it is out of reach). */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let index = 0; index < presses; index += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} ×${index + 1} stays in the dialog`).toBe(true);
    }
  }
}

/** A toast (Arco's Message), which screen readers hear: it is an alert. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text }).first();
}
