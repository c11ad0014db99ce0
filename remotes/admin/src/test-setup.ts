import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The shared 2-core machine is often busy: give findBy* queries room before calling it a failure.
configure({ asyncUtilTimeout: 5000 });
