import type { Session } from '@supabase/supabase-js';
import {
  applySession,
  isAdminRole,
  resetAuthForTests,
  startAuth,
  useAuthStore,
} from './auth-store';
import { hasStoredSession, isAuthStorageKey } from './stored-session';

function session(userId: string): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: userId,
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
      created_at: new Date().toISOString(),
    },
  };
}

type RpcResult = { data: unknown; error: unknown };

function fakeClient(
  roles: Record<string, RpcResult | Promise<RpcResult>>,
  initial: Session | null = null,
) {
  const listeners: ((event: string, s: Session | null) => void)[] = [];
  const client = {
    rpc: vi.fn((_fn: string, args: { user_id: string }) =>
      Promise.resolve(roles[args.user_id] ?? { data: null, error: { message: 'no such user' } }),
    ),
    auth: {
      getSession: vi.fn(() => Promise.resolve({ data: { session: initial }, error: null })),
      onAuthStateChange: vi.fn((cb: (event: string, s: Session | null) => void) => {
        listeners.push(cb);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      }),
    },
    emit: (event: string, s: Session | null) => listeners.forEach((cb) => cb(event, s)),
  };
  return client;
}

type Client = Parameters<typeof applySession>[0];

describe('auth store', () => {
  beforeEach(() => resetAuthForTests());

  it('is loading until the first session read', () => {
    expect(useAuthStore.getState().status).toBe('loading');
  });

  it('flags admin and super_admin only', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('super_admin')).toBe(true);
    expect(isAdminRole('teacher')).toBe(false);
    expect(isAdminRole('student')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
  });

  it('looks the role up right after a session arrives', async () => {
    const client = fakeClient({ u1: { data: 'admin', error: null } });
    await applySession(client as unknown as Client, session('u1'), 'SIGNED_IN');
    expect(client.rpc).toHaveBeenCalledWith('get_user_role', { user_id: 'u1' });
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-in',
      role: 'admin',
      isAdmin: true,
    });
  });

  it('keeps a student signed in but not admin', async () => {
    const client = fakeClient({ u2: { data: 'student', error: null } });
    await applySession(client as unknown as Client, session('u2'));
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', isAdmin: false });
  });

  it('logs a failed role lookup and leaves the admin flag false', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = fakeClient({});
    await applySession(client as unknown as Client, session('ghost'));
    expect(useAuthStore.getState().isAdmin).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('clears session, user and admin flag on sign-out', async () => {
    const client = fakeClient({ u1: { data: 'admin', error: null } });
    await applySession(client as unknown as Client, session('u1'));
    await applySession(client as unknown as Client, null, 'SIGNED_OUT');
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-out',
      session: null,
      user: null,
      isAdmin: false,
    });
  });

  it('lets a sign-out during a slow role lookup win', async () => {
    let answer: (value: RpcResult) => void = () => undefined;
    const slow = new Promise<RpcResult>((resolve) => (answer = resolve));
    const client = fakeClient({ u1: slow });
    const pending = applySession(client as unknown as Client, session('u1'));
    await applySession(client as unknown as Client, null, 'SIGNED_OUT');
    answer({ data: 'admin', error: null });
    await pending;
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', isAdmin: false });
  });

  it('starts once, reads the stored session and follows later changes', async () => {
    vi.useFakeTimers();
    const client = fakeClient({ u1: { data: 'super_admin', error: null } });
    await startAuth(client as unknown as Client);
    await startAuth(client as unknown as Client);
    expect(client.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().status).toBe('signed-out');

    client.emit('SIGNED_IN', session('u1'));
    await vi.runAllTimersAsync();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', isAdmin: true });
    vi.useRealTimers();
  });

  it('follows a sign-out made in another tab (storage event)', async () => {
    const client = fakeClient({ u1: { data: 'admin', error: null } }, session('u1'));
    await startAuth(client as unknown as Client);
    expect(useAuthStore.getState().isAdmin).toBe(true);

    client.auth.getSession.mockImplementation(() =>
      Promise.resolve({ data: { session: null }, error: null }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: null }));
    await vi.waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', isAdmin: false }),
    );
  });

  it('ignores storage events of other keys', () => {
    expect(isAuthStorageKey('sb-localhost-auth-token')).toBe(true);
    expect(isAuthStorageKey('ecole.locale')).toBe(false);
    expect(isAuthStorageKey(null)).toBe(false);
  });
});

describe('hasStoredSession', () => {
  afterEach(() => localStorage.clear());

  it("tells from supabase-js's storage key, without the library, whether a session may be restored", () => {
    localStorage.setItem('school.theme', 'dark');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{"access_token":"a"}');
    expect(hasStoredSession()).toBe(true);
  });

  it('says no when the browser refuses to show its storage', () => {
    const blocked = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession(blocked)).toBe(false);
    expect(hasStoredSession(null)).toBe(false);
  });
});
