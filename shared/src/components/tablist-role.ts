/** The panes of Arco's Tabs, and the class of the one shown. */
const PANE = '.arco-tabs-content-item';
const SHOWN = 'arco-tabs-content-item-active';

/**
 * A ref for Arco's `<Tabs>`, mending two things Arco has no prop for.
 *
 * Arco gives each title role="tab" but leaves their row without role="tablist", so screen readers announce no tab
 * set and axe reports `aria-required-parent` (WCAG 1.3.1). Its Tabs hand their ref a ref object to their root
 * element; the row is created with the Tabs and kept for their lifetime, so setting the role once when they mount
 * lasts (React never rewrites an attribute it did not set).
 *
 * Arco hides a pane that is not shown by giving it no height, and marks it aria-hidden, but what it holds (kept
 * once opened) stays in the Tab order: a keyboard user walked through the links and buttons of every tab opened
 * before, unseen (WCAG 2.4.3). Such panes are made `inert`, and kept so as the shown tab changes.
 */
export function tablistRole(tabs: { current?: unknown } | null): (() => void) | undefined {
  const root = tabs?.current;
  if (!(root instanceof HTMLElement)) return undefined;
  root.querySelectorAll('.arco-tabs-header').forEach((row) => row.setAttribute('role', 'tablist'));
  const markHidden = () =>
    root.querySelectorAll<HTMLElement>(PANE).forEach((pane) => {
      const hidden = !pane.classList.contains(SHOWN);
      if (pane.inert !== hidden) pane.inert = hidden;
    });
  markHidden();
  // Arco moves the class from pane to pane when another tab is chosen; panes come with the tabs.
  const observer = new MutationObserver(markHidden);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
