import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '../supabase/database.types';
import { create } from 'zustand';
// Through the package's name: the main entry's copy (this module is the ./auth entry's).
import { isAuthStorageKey } from '@school/shared';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';
export type Role = 'super_admin' | 'admin' | 'teacher' | 'student';

export const adminRoles: readonly Role[] = ['super_admin', 'admin'];

export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'super_admin' || role === 'admin';
}

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  role: Role | null;
  /** A convenience for the interface only: the database's row level security is the guard. */
  isAdmin: boolean;
}

/** No session: what the store holds after a sign-out (and, as 'loading', before the first check). */
export const signedOut: Readonly<AuthState> = {
  status: 'signed-out',
  session: null,
  user: null,
  role: null,
  isAdmin: false,
};

export const useAuthStore = create<AuthState>()(() => ({ ...signedOut, status: 'loading' }));

type AuthClient = Pick<SupabaseClient<Database>, 'auth' | 'rpc'>;

async function lookUpRole(client: AuthClient, userId: string): Promise<Role | null> {
  const result = await client.rpc('get_user_role', { user_id: userId });
  if (result.error) {
    console.error('Role lookup failed', result.error);
    return null;
  }
  const role: unknown = result.data;
  return typeof role === 'string' ? (role as Role) : null;
}

let sequence = 0;

/** Applies one authentication change; the role lookup runs right after it. */
export async function applySession(
  client: AuthClient,
  session: Session | null,
  event?: AuthChangeEvent,
): Promise<void> {
  const mine = ++sequence;
  if (!session || event === 'SIGNED_OUT') {
    useAuthStore.setState(signedOut);
    return;
  }
  // Keep the previous role while the lookup runs so an admin screen does not flicker.
  useAuthStore.setState({ session, user: session.user });
  const role = await lookUpRole(client, session.user.id);
  // A later change (sign-out during the lookup) wins over this one.
  if (mine !== sequence) return;
  useAuthStore.setState({
    status: 'signed-in',
    session,
    user: session.user,
    role,
    isAdmin: isAdminRole(role),
  });
}

let started: Promise<void> | null = null;

/**
 * Starts following the session of the given client once per page. Public pages never call
 * it, so their first load does not pay for authentication.
 */
export function startAuth(client: AuthClient): Promise<void> {
  if (started) return started;
  started = (async () => {
    client.auth.onAuthStateChange((event, session) => {
      // Supabase forbids awaiting other client calls inside this callback.
      setTimeout(() => void applySession(client, session, event), 0);
    });
    followOtherTabs(client);
    const { data, error } = await client.auth.getSession();
    if (error) console.error('Session read failed', error);
    await applySession(client, data.session);
  })();
  return started;
}

/**
 * Another tab signed in or out: supabase-js tells its listeners through a BroadcastChannel
 * where there is one; the storage event covers browsers and cases without it. The stored
 * session is read again and the store follows.
 */
function followOtherTabs(client: AuthClient): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (!isAuthStorageKey(event.key)) return;
    void client.auth.getSession().then(({ data }) => {
      const current = useAuthStore.getState().session;
      if ((data.session?.access_token ?? null) === (current?.access_token ?? null)) return;
      return applySession(client, data.session, data.session ? 'SIGNED_IN' : 'SIGNED_OUT');
    });
  });
}

/** For tests: forget the started subscription and return to the loading state. */
export function resetAuthForTests(): void {
  started = null;
  sequence = 0;
  useAuthStore.setState({
    status: 'loading',
    session: null,
    user: null,
    role: null,
    isAdmin: false,
  });
}
