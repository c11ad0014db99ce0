import { setRuntimeConfig } from '@school/shared';
import { renderUi } from '@school/design-system/testing';
import { screen, waitFor } from '@testing-library/react';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { DrawnRemotesContext, RemoteArea } = await import('./remote-area');
const { registerRemoteMap, loadRemoteComponent, RemoteLoadError } = await import('../lib/remotes');

describe('RemoteArea', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    setRuntimeConfig({
      remotes: { blog_news: 'http://x/mf-manifest.json' },
      supabase: { url: 'http://s', anonKey: 'k' },
      remoteTimeoutMs: 1000,
    });
    registerRemoteMap({
      blog_news: 'http://x/mf-manifest.json',
      contact: 'http://y/mf-manifest.json',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote component once loaded', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <p>remote news</p> });
    renderUi(<RemoteArea id="blog_news/App" />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByText('remote news')).toBeInTheDocument();
  });

  it('shows a localized fallback when the remote fails, and retry loads it again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('connection refused'));
    runtime.loadRemote.mockResolvedValue({ default: () => <p>back online</p> });
    const { user } = renderUi(<RemoteArea id="contact/App" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Cette partie du site n'a pas pu être chargée.",
    );
    runtime.registerRemotes.mockClear();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('back online')).toBeInTheDocument();
    // The retry forgets what the runtime cached for that remote.
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      // Registered by its script entry, beside the manifest the map names.
      [{ name: 'contact', entry: 'http://y/remoteEntry.js' }],
      { force: true },
    );
  });

  it("notes each remote it draws for the server's render, and nothing without one", async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <p>a remote part</p> });
    const drawn = new Set<string>();
    // Noted as the area renders, whether its code is there yet or not.
    const page = renderUi(
      <DrawnRemotesContext value={drawn}>
        <RemoteArea id="blog_news/App" />
        <RemoteArea id="about_direction/App" />
      </DrawnRemotesContext>,
    );
    expect([...drawn].sort()).toEqual(['about_direction', 'blog_news']);
    await waitFor(() => expect(page.container.querySelectorAll('[aria-busy]')).toHaveLength(0));
    page.unmount();
    // In the browser there is no set to note them in.
    const browser = renderUi(<RemoteArea id="home/App" />);
    await waitFor(() => expect(browser.container.querySelectorAll('[aria-busy]')).toHaveLength(0));
    expect([...drawn].sort()).toEqual(['about_direction', 'blog_news']);
  });

  it('loads afresh when the map points the remote at another entry (the prerenderer renders many maps in one process)', async () => {
    registerRemoteMap({ about_direction: 'http://down/mf-manifest.json' });
    runtime.loadRemote.mockRejectedValueOnce(new Error('connection refused'));
    const down = renderUi(<RemoteArea id="about_direction/App" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Cette partie du site n'a pas pu être chargée.",
    );
    down.unmount();

    registerRemoteMap({ about_direction: 'http://up/mf-manifest.json' });
    runtime.loadRemote.mockResolvedValue({ default: () => <p>about, from its new entry</p> });
    renderUi(<RemoteArea id="about_direction/App" />);
    expect(await screen.findByText('about, from its new entry')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('retries with one tap even when a script of the remote is still hanging (regression)', async () => {
    // The entry script of a server that accepted and never answered is still in the page.
    const stale = document.createElement('script');
    stale.src = 'http://y/remoteEntry.js';
    document.head.append(stale);
    const other = document.createElement('script');
    other.src = 'http://x/remoteEntry.js';
    document.head.append(other);
    runtime.loadRemote.mockRejectedValueOnce(new Error('timed out'));
    runtime.loadRemote.mockResolvedValue({ default: () => <p>loaded at first tap</p> });
    const { user } = renderUi(<RemoteArea id="contact/NewsletterBox" />);
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('loaded at first tap')).toBeInTheDocument();
    expect(stale.isConnected).toBe(false);
    // Another remote's scripts are left alone.
    expect(other.isConnected).toBe(true);
    other.remove();
    // The remote's next scripts come from a fresh address, not the request still hanging.
    const [[plugins]] = runtime.registerPlugins.mock.calls as [
      [{ createScript: (a: { url: string }) => HTMLScriptElement | undefined }[]],
    ];
    expect(plugins[0]?.createScript({ url: 'http://y/remoteEntry.js' })?.src).toMatch(
      /^http:\/\/y\/remoteEntry\.js\?retry=\d+$/,
    );
    expect(plugins[0]?.createScript({ url: 'http://x/remoteEntry.js' })).toBeUndefined();
  });

  it('gives up after its own timeout when the remote never answers', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    const pending = loadRemoteComponent('blog_news/App', 8000);
    const assertion = expect(pending).rejects.toThrow(/did not load within 8000 ms/);
    await vi.advanceTimersByTimeAsync(8000);
    await assertion;
    vi.useRealTimers();
  });

  it('rejects a remote missing from the runtime map without asking the network', async () => {
    // admin is typed but left out of this test's runtime map.
    await expect(loadRemoteComponent('admin/AdminApp', 1000)).rejects.toBeInstanceOf(
      RemoteLoadError,
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('rejects a module without a default component', async () => {
    runtime.loadRemote.mockResolvedValue({});
    await expect(loadRemoteComponent('blog_news/App', 1000)).rejects.toThrow(
      /no default component/,
    );
  });
});
