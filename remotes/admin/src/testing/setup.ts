import '@testing-library/jest-dom/vitest';
import { resetBetweenFiles, setRenderDefaults } from '@school/shared/testing';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

// render() from @school/shared/testing mounts the back office's screens where the shell does,
// with its catalogs (French is each message's defaultMessage).
setRenderDefaults({ catalogs: { ar, en }, path: '/admin/content', route: '/admin/*' });

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

// Test files share their worker's jsdom and modules: undo what each one leaves.
resetBetweenFiles();
