// Test helpers for every front-end package (`@site/shared/testing`); never imported by product code,
// so it is a subpath of its own and not part of the shared runtime index.
export { fail, installFakeServer, type FakeAnswer, type FakeHandler, type FakeRequest, type FakeServer } from './fake-server';
export { clearRequestCache } from '../request/request-cache';
export { serverDrawn } from './server-drawn';
