// Loaded after the test framework in every front-end package (jest.frontend.cjs `setupFilesAfterEnv`):
// answers kept by `useRequest({ cacheMs })` live for the page session, so each test starts without them.
import { clearRequestCache } from '../request/request-cache';
import { configure } from '@testing-library/react';

afterEach(() => clearRequestCache());

// `npm test` runs this layer beside the Playwright lane on two cores: a page whose answer is a resolved promise
// can still take over a second to render there, past Testing Library's default 1 s for `findBy…`/`waitFor`
// (a dozen tests failed that way in a full run and passed alone). Waiting longer changes no assertion: what
// never appears still fails.
configure({ asyncUtilTimeout: 5000 });
