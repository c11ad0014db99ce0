import { useEffect } from 'react';

/** The seed: a public fetch that fails is logged to the console, and the list shows empty. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded:`, error);
  }, [error, what]);
}
