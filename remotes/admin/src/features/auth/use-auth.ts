import { getSupabase, startAuth, useAuthStore } from '@school/shared';
import { useEffect } from 'react';

/** Starts following the session (once per page) and returns the shell's auth state. */
export function useAuth() {
  useEffect(() => {
    void getSupabase()
      .then(startAuth)
      .catch((error: unknown) => {
        console.error('Authentication unavailable', error);
        useAuthStore.setState({
          status: 'signed-out',
          session: null,
          user: null,
          role: null,
          isAdmin: false,
        });
      });
  }, []);
  return useAuthStore();
}
