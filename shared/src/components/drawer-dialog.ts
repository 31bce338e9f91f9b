/**
 * Props for Arco's `<Drawer>` that make it a named modal dialog: Arco's Modal has role="dialog", but its Drawer
 * has no role at all, so a screen reader is not told a panel opened over the page, nor what it is. The Drawer
 * passes props it does not know to its outer element, which holds the panel.
 */
export function drawerDialog(name: string) {
  return { role: 'dialog', 'aria-modal': true, 'aria-label': name } as const;
}
