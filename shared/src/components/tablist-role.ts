/**
 * A ref for Arco's `<Tabs>`: Arco gives each title role="tab" but leaves their row without role="tablist", so
 * screen readers announce no tab set and axe reports `aria-required-parent` (WCAG 1.3.1). Arco has no prop for
 * it. Its Tabs hand their ref a ref object to their root element; the row is created with the Tabs and kept for
 * their lifetime, so setting the role once when they mount lasts (React never rewrites an attribute it did not set).
 */
export function tablistRole(tabs: { current?: unknown } | null): void {
  const root = tabs?.current;
  if (root instanceof HTMLElement) root.querySelectorAll('.arco-tabs-header').forEach((row) => row.setAttribute('role', 'tablist'));
}
