import { setSupabaseForTests, type TypedSupabaseClient } from '@school/shared';
import { InvalidEmailError, subscribeNewsletter } from './subscribe-newsletter';

describe('subscribeNewsletter', () => {
  afterEach(() => setSupabaseForTests(null));

  it('refuses an invalid address before reaching the server', async () => {
    const rpc = vi.fn();
    setSupabaseForTests({ rpc } as unknown as TypedSupabaseClient);
    await expect(subscribeNewsletter({ email: 'pas-une-adresse' })).rejects.toBeInstanceOf(
      InvalidEmailError,
    );
    expect(rpc).not.toHaveBeenCalled();
  });

  it('sends the trimmed address to the subscribe function, in French by default', async () => {
    const rpc = vi.fn().mockResolvedValue({ error: null });
    setSupabaseForTests({ rpc } as unknown as TypedSupabaseClient);
    await expect(subscribeNewsletter({ email: '  parent@example.com ' })).resolves.toBe(
      'subscribed',
    );
    expect(rpc).toHaveBeenCalledWith('subscribe_newsletter', {
      email: 'parent@example.com',
      locale: 'fr',
    });
  });

  it('sends the language chosen', async () => {
    const rpc = vi.fn().mockResolvedValue({ error: null });
    setSupabaseForTests({ rpc } as unknown as TypedSupabaseClient);
    await subscribeNewsletter({ email: 'parent@example.com', locale: 'ar' });
    expect(rpc).toHaveBeenCalledWith('subscribe_newsletter', {
      email: 'parent@example.com',
      locale: 'ar',
    });
  });

  it('passes the server error on', async () => {
    const failure = { message: 'offline' };
    setSupabaseForTests({
      rpc: vi.fn().mockResolvedValue({ error: failure }),
    } as unknown as TypedSupabaseClient);
    await expect(subscribeNewsletter({ email: 'parent@example.com' })).rejects.toBe(failure);
  });
});
