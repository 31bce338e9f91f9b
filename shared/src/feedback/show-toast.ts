export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Arco's toast (Message) for code that renders on the first screen: Arco's JavaScript is fetched on the
 * first toast instead of with the page. Pages already built on Arco may call Message directly.
 */
export function showToast(kind: ToastKind, content: string): Promise<void> {
  return import('./arco-message').then(({ Message }) => {
    Message[kind](content);
  });
}
