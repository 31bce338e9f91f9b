// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time; Node has them.
import { TextDecoder, TextEncoder } from 'node:util';
// Jest loads Arco's CommonJS build, so its React 19 adapter is the lib/ one (the app imports es/).
import '@arco-design/web-react/lib/_util/react-19-adapter';

Object.assign(globalThis, { TextEncoder, TextDecoder });
