// jsdom lacks TextEncoder (react-router needs it at import time) and matchMedia (Arco's responsive
// grid subscribes to it); import this file first in tests that render those.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined' && !window.matchMedia) {
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

// Message, Modal and Popconfirm render through this adapter under React 19 (the shell imports it too).
import '@arco-design/web-react/lib/_util/react-19-adapter';
