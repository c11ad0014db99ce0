import { getSupabase, startLive } from '@school/shared';
import { startAuth, useAuthStore } from '@school/shared/auth';
import { useEffect } from 'react';

/** Starts following the session (once per page) and returns the shell's auth state. */
export function useAuth() {
  useEffect(() => {
    // The back office works through the client: the page's live layer starts with it, so the
    // public pages a member of staff opens from here follow their edits live.
    startLive('back-office');
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
