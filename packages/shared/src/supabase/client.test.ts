import { setRuntimeConfig } from '../runtime/runtime-config';
import { getSupabase, setSupabaseForTests } from './client';

// A well-formed access token (the local stack's shape): supabase-js only decodes it; the
// stubbed /auth/v1/user answer below is what would make it a session.
function token(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const attacker = {
  id: '00000000-0000-4000-8000-00000000a77a',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'attacker@evil.example',
  app_metadata: {},
  user_metadata: {},
  created_at: '2025-01-01T00:00:00Z',
};

describe('the Supabase client', () => {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = urlOf(input);
    // What the auth service answers for the attacker's valid token.
    if (url.includes('/auth/v1/user')) return Promise.resolve(Response.json(attacker));
    return Promise.resolve(Response.json({}));
  });

  beforeEach(() => {
    setSupabaseForTests(null);
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    setSupabaseForTests(null);
    window.history.replaceState(null, '', '/');
  });

  // The login page once opened with someone else's tokens in its hash signed
  // the visitor in as that someone (login CSRF).
  it('never signs in from tokens in the address', async () => {
    const now = Math.floor(Date.now() / 1000);
    const access = token({ sub: attacker.id, role: 'authenticated', exp: now + 3600, iat: now });
    window.history.replaceState(
      null,
      '',
      `/admin/login#access_token=${access}&refresh_token=attacker-refresh&expires_in=3600&expires_at=${now + 3600}&token_type=bearer&type=signup`,
    );
    const client = await getSupabase();
    const { data } = await client.auth.getSession();
    expect(data.session).toBeNull();
    expect((await client.auth.getUser()).data.user).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes('/auth/v1/user'))).toBe(
      false,
    );
    expect(Object.keys(localStorage)).toEqual([]);
    expect(window.location.hash).toContain('access_token=');
  });

  // A fresh-clone e2e run: the prerenderer, given a map naming another backend, kept reading the
  // backend of the map it had rendered with before (one client per process).
  it('follows the backend the runtime map names: one client per backend', async () => {
    const mapFor = (url: string) => ({
      remotes: {},
      supabase: { url, anonKey: 'anon-key' },
      remoteTimeoutMs: 8000,
    });
    const readSettings = async () => {
      fetchMock.mockClear();
      await (await getSupabase()).from('site_settings').select('key');
      return fetchMock.mock.calls.map(([input]) => new URL(urlOf(input)).origin);
    };

    setRuntimeConfig(mapFor('http://first.example:54321'));
    const first = await getSupabase();
    expect(await getSupabase()).toBe(first);
    expect(await readSettings()).toEqual(['http://first.example:54321']);

    setRuntimeConfig(mapFor('http://second.example:54321'));
    expect(await getSupabase()).not.toBe(first);
    expect(await readSettings()).toEqual(['http://second.example:54321']);
  });
});
