// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs when it is imported; Node has them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
