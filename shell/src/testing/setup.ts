import '@testing-library/jest-dom/vitest';
import { resetBetweenFiles } from '@school/shared/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

// Test files share their worker's jsdom and modules: undo what each one leaves.
resetBetweenFiles();
