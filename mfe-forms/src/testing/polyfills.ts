// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time; Node has them.
import { TextDecoder, TextEncoder } from 'node:util';
// Jest loads Arco's CommonJS build, so its React 19 adapter is the lib/ one (the app imports es/).
import '@arco-design/web-react/lib/_util/react-19-adapter';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Arco's responsive pieces ask for media queries, which jsdom does not answer.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
