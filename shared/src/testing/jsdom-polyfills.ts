// What the browser gives every package and jsdom lacks: TextEncoder (react-router needs it at import
// time), matchMedia (Arco's responsive grid) and ResizeObserver / IntersectionObserver (Arco, lists).
// Every front-end package's jest config loads this file first (jest.frontend.cjs `setupFiles`).
import { TextDecoder, TextEncoder } from 'node:util';
// Jest loads Arco's CommonJS build, so its React 19 adapter is the lib/ one (the apps import es/).
// Message, Modal and Popconfirm render through it under React 19.
import '@arco-design/web-react/lib/_util/react-19-adapter';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }

  class NoopObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver;
  window.IntersectionObserver ??= NoopObserver;
}
