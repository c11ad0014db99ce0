import { getSupabase, preloadSupabase, setSupabaseForTests } from './client';

// The library arrives over the network: on a phone losing its signal the download fails.
let attempts = 0;
const client = { from: () => null };
vi.mock('@supabase/supabase-js', () => {
  attempts += 1;
  if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { createClient: () => client };
});

describe('loading the client', () => {
  afterEach(() => setSupabaseForTests(null));

  it('after a failed download, the next caller downloads it again instead of failing too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    preloadSupabase();
    await expect(getSupabase()).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith('Supabase client not loaded yet', expect.any(Error));
    expect(await getSupabase()).toBe(client);
    expect(attempts).toBe(2);
  });
});
