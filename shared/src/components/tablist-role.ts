/** The panes of Arco's Tabs, and the class of the one shown. */
const PANE = '.arco-tabs-content-item';
const SHOWN = 'arco-tabs-content-item-active';
const ROW = '.arco-tabs-header';

/** The keys of the ARIA tabs pattern for a row of tabs, and where each goes from the tab at `index` of `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Arco's tabs answer Enter only. The ARIA tabs pattern (which screen readers announce and their users expect)
 * moves with the arrow keys, wrapping at the ends, and Home/End, and activates the tab reached: it is clicked,
 * so Arco's own onChange and lazy loading run as for a pointer. Only the root's own row: nested Tabs have theirs.
 */
function arrowKeys(root: HTMLElement): (event: KeyboardEvent) => void {
  return (event) => {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    const row = tab?.closest(ROW);
    if (!tab || !row || row.closest('.arco-tabs') !== root) return;
    const tabs = Array.from(row.querySelectorAll<HTMLElement>('[role="tab"]')).filter((item) => item === tab || item.getAttribute('aria-disabled') !== 'true');
    const next = tabs[move(tabs.indexOf(tab), tabs.length)];
    event.preventDefault();
    if (!next || next === tab) return;
    next.focus();
    next.click();
  };
}

/**
 * A ref for Arco's `<Tabs>`, mending three things Arco has no prop for.
 *
 * Arco gives each title role="tab" but leaves their row without role="tablist", so screen readers announce no tab
 * set and axe reports `aria-required-parent` (WCAG 1.3.1). Its Tabs hand their ref a ref object to their root
 * element; the row is created with the Tabs and kept for their lifetime, so setting the role once when they mount
 * lasts (React never rewrites an attribute it did not set).
 *
 * Arco hides a pane that is not shown by giving it no height, and marks it aria-hidden, but what it holds (kept
 * once opened) stays in the Tab order: a keyboard user walked through the links and buttons of every tab opened
 * before, unseen (WCAG 2.4.3). Such panes are made `inert`, and kept so as the shown tab changes.
 *
 * Arco's tabs answer Enter only; the arrow keys, Home and End of the ARIA tabs pattern are added (`arrowKeys`).
 * Every tab stays a Tab stop, as Arco draws them: its tabIndex is Arco's to set, and the keys are added beside it
 * rather than fighting it with a roving tabindex.
 */
export function tablistRole(tabs: { current?: unknown } | null): (() => void) | undefined {
  const root = tabs?.current;
  if (!(root instanceof HTMLElement)) return undefined;
  root.querySelectorAll(ROW).forEach((row) => row.setAttribute('role', 'tablist'));
  const markHidden = () =>
    root.querySelectorAll<HTMLElement>(PANE).forEach((pane) => {
      const hidden = !pane.classList.contains(SHOWN);
      if (pane.inert !== hidden) pane.inert = hidden;
    });
  markHidden();
  // Arco moves the class from pane to pane when another tab is chosen; panes come with the tabs.
  const observer = new MutationObserver(markHidden);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  const onKeyDown = arrowKeys(root);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown);
  };
}
