// Loaded after the test framework in every front-end package (jest.frontend.cjs `setupFilesAfterEnv`):
// answers kept by `useRequest({ cacheMs })` live for the page session, so each test starts without them.
import { clearRequestCache } from '../request/request-cache';

afterEach(() => clearRequestCache());
