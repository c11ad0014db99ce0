import '@testing-library/jest-dom/vitest';
import { resetBetweenFiles } from '@school/shared/testing';

// Test files share their worker's jsdom and modules: undo what each one leaves.
resetBetweenFiles();
