// Test files share their worker's jsdom and modules: undo what each one leaves. A file that runs
// in Node's environment instead (`@vitest-environment node`) has no document to reset, and reset
// reads the window as it loads: it is imported only where there is one.
if (typeof window !== 'undefined') {
  const { resetBetweenFiles } = await import('./reset');
  resetBetweenFiles();
}

// A module, for the await above.
export {};
