import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The shared 2-core machine is often busy: give findBy* queries room before calling it a failure.
configure({ asyncUtilTimeout: 5000 });

// No network in unit tests: a read that reaches past the fake client (the auth service's public
// settings) fails as offline, whatever runs on this machine's ports. A test that needs an answer
// replaces this stub.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.reject(new TypeError('fetch failed: no network in unit tests')),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});
