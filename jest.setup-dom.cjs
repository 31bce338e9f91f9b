// jsdom lacks what the browser gives every package: TextEncoder (react-router needs it at import
// time), matchMedia (Arco's responsive grid) and ResizeObserver / IntersectionObserver (Arco, lists).
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
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
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver;
  window.IntersectionObserver ??= NoopObserver;
}

// Arco's Message, Modal and Notification render through this adapter under React 19 (the shell imports it too).
require('@arco-design/web-react/lib/_util/react-19-adapter');
