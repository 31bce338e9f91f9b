/** What the focus may land on inside an item: its first control. */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How long the list is watched for the removal to be drawn (a failed deletion never removes anything). */
const WATCH_MS = 8000;

export interface FocusAfterRemovalOptions {
  /** The list the item goes away from; watched until the removal is drawn. */
  list: HTMLElement;
  /** Selector of the list's items (comments, table rows), in the order a keyboard user walks them. */
  items: string;
  /**
   * An attribute naming each item, for lists that draw every item anew when they reload (the comments): the
   * neighbour is found again by it. Without it the neighbour is the same element, still in the list.
   */
  keyAttribute?: string;
  /** Where the focus goes when no item is left beside the removed one: the list's heading, say. */
  fallback: () => HTMLElement | null;
}

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}

function focusOn(target: HTMLElement): void {
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  if (control) return control.focus();
  // A heading or a row with no control: focusable by script only, so Tab does not stop on it afterwards.
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * A confirmed deletion removes the item whose button opened the confirmation, and with it the element the
 * confirmation gave the focus back to: the focus falls to the page itself and a keyboard user starts again from
 * the top (WCAG 2.4.3). Call this as the deletion is confirmed, with the item that is going: once it has gone
 * from the list, the focus moves to the next item's first control (the previous one's when it was the last;
 * `fallback` when it was alone). Only a lost focus is moved: a user who went elsewhere meanwhile stays there.
 * Nothing moves if the item stays (a deletion refused by the server).
 * Returns a function that stops watching.
 */
export function focusAfterRemoval(removed: Element, { list, items, keyAttribute, fallback }: FocusAfterRemovalOptions): () => void {
  const all = Array.from(list.querySelectorAll(items));
  const index = all.indexOf(removed);
  const neighbour = index < 0 ? undefined : (all[index + 1] ?? all[index - 1]);
  const neighbourKey = keyAttribute ? neighbour?.getAttribute(keyAttribute) : null;

  const findNeighbour = (): HTMLElement | null => {
    // Still in the list and still the same item: a list keyed by position (Arco's Space) reuses the element for
    // whatever is drawn next in its place, which its key tells.
    if (neighbour instanceof HTMLElement && neighbour.isConnected && (!neighbourKey || neighbour.getAttribute(keyAttribute ?? '') === neighbourKey)) return neighbour;
    if (!keyAttribute || !neighbourKey) return null;
    return Array.from(list.querySelectorAll<HTMLElement>(items)).find((item) => item.getAttribute(keyAttribute) === neighbourKey) ?? null;
  };

  let timer = 0;
  const observer = new MutationObserver(() => settle(false));
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  // Called on each change of the list, and once more when the watch ends (`last`).
  function settle(last: boolean) {
    if (removed.isConnected) {
      if (last) stop();
      return;
    }
    // The focus may still be in the closing confirmation, which goes away later: wait for it to be lost.
    if (!focusLost()) {
      if (last) stop();
      return;
    }
    const target = findNeighbour();
    // A list drawn anew may be empty for a moment (it reloads): the neighbour is waited for, the fallback
    // taken only when there is none, or once the watch ends without it.
    if (target) {
      stop();
      focusOn(target);
    } else if (!neighbourKey || last) {
      stop();
      const other = fallback();
      if (other) focusOn(other);
    }
  }
  // The whole page is watched: the confirmation that holds the focus closes outside the list.
  // A popup hidden rather than removed changes only its class or style.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
  timer = window.setTimeout(() => settle(true), WATCH_MS);
  return stop;
}
