import { setSupabaseForTests } from '@school/shared';
import { fakeSupabase } from '@school/shared/testing';
import { signIn, signOut } from './sign-in';

describe('signing out right after signing in', () => {
  it('waits for the sign-in’s account write (its language): its answer would undo the sign-out', async () => {
    const order: string[] = [];
    let answer: (value: unknown) => void = () => undefined;
    const base = fakeSupabase(() => ({ data: [] }));
    const client = fakeSupabase(() => ({ data: [] }), {
      auth: {
        ...(base.client.auth as object),
        signInWithPassword: () =>
          Promise.resolve({ data: { user: { user_metadata: {} } }, error: null }),
        updateUser: () => {
          order.push('language sent');
          return new Promise((resolve) => (answer = resolve)).then((value) => {
            order.push('language saved');
            return value;
          });
        },
        signOut: () => {
          order.push('signed out');
          return Promise.resolve({ error: null });
        },
      },
    }).client;
    setSupabaseForTests(client);

    const signingIn = signIn({ email: 'awa@ecole.example', password: 'secret', locale: 'fr' });
    await vi.waitFor(() => expect(order).toEqual(['language sent']));
    const signingOut = signOut();
    // The sign-out is held while the write is in flight.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['language sent']);
    answer({ data: { user: {} }, error: null });
    await Promise.all([signingIn, signingOut]);
    expect(order).toEqual(['language sent', 'language saved', 'signed out']);
  });

  it('signs out at once when nothing is being written', async () => {
    const signOutCall = vi.fn(() => Promise.resolve({ error: null }));
    const base = fakeSupabase(() => ({ data: [] }));
    setSupabaseForTests(
      fakeSupabase(() => ({ data: [] }), {
        auth: { ...(base.client.auth as object), signOut: signOutCall },
      }).client,
    );
    await signOut();
    expect(signOutCall).toHaveBeenCalledOnce();
  });
});
