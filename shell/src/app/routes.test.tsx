import { routeTable } from '@school/platform/route-table';
import {
  parseRuntimeConfig,
  setRuntimeConfig,
  useLocaleStore,
  followAddress,
} from '@school/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useBlocker } from 'react-router-dom';
import { renderShell } from '../testing/render-shell';
import { localizedPath } from '@school/platform/paths';
import { actionLinks, footerLinks, headerItems, headerLinks } from '../features/layout/nav-links';
import { moduleIdOf, publicAreas } from './route-table';

function FakeArea({ id }: { id: string }) {
  return <div data-testid="area">{id}</div>;
}

describe('shell routes', () => {
  // No remote is reachable here: the footer's newsletter area shows its fallback.
  beforeEach(() => {
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
    followAddress('/');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  const cases = publicAreas.flatMap((entry) =>
    entry.prefixes.flatMap((prefix) => [
      { address: prefix, module: moduleIdOf(entry), locale: 'fr' },
      { address: `/ar${prefix === '/' ? '' : prefix}`, module: moduleIdOf(entry), locale: 'ar' },
      {
        address: `/en${prefix === '/' ? '' : `${prefix}/some/page`}`,
        module: moduleIdOf(entry),
        locale: 'en',
      },
    ]),
  );

  it.each(cases)(
    '$address mounts $module inside the public layout, in $locale',
    async ({ address, module, locale }) => {
      await renderShell(address, { Area: FakeArea });
      expect(await screen.findByTestId('area')).toHaveTextContent(module);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
      expect(useLocaleStore.getState().locale).toBe(locale);
    },
  );

  it.each(['/', '/ar', '/en/news/x'])(
    "%s: a remote's own <Routes> match under the language root, without React Router's warning",
    async (address) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      function RoutingArea() {
        return (
          <Routes>
            <Route index element={<p>home page</p>} />
            <Route path="news/:slug" element={<p>article page</p>} />
          </Routes>
        );
      }
      await renderShell(address, { Area: RoutingArea });
      expect(
        await screen.findByText(address.includes('news') ? 'article page' : 'home page'),
      ).toBeInTheDocument();
      expect(warn.mock.calls.flat().join('\n')).not.toMatch(/descendant <Routes>/);
    },
  );

  it.each(['fr', 'ar', 'en'] as const)(
    "draws the route table's navigation in the header and the footer, in %s",
    async (locale) => {
      await renderShell(localizedPath('/news', locale), { Area: FakeArea });
      await screen.findByTestId('area');
      const banner = screen.getByRole('banner');
      // The wide screen's navigation (the phone's panel is hidden until opened).
      const [nav] = within(banner).getAllByRole('navigation');
      const items = headerItems(headerLinks);
      const links = items.flatMap((item) => (item.kind === 'link' ? [item.link] : []));
      expect(
        within(nav!)
          .getAllByRole('link')
          .filter((link) => !link.closest('details'))
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(links.map((link) => [link.label[locale], localizedPath(link.prefix, locale)]));
      // A menu is a <details> of its links, under its summary's words.
      for (const item of items) {
        if (item.kind !== 'menu') continue;
        const menu = [...nav!.querySelectorAll('details')].find(
          (details) => details.querySelector('summary')?.textContent === item.label[locale],
        );
        expect(
          [...(menu?.querySelectorAll('a') ?? [])].map((link) => [
            link.textContent,
            link.getAttribute('href'),
          ]),
        ).toEqual(
          item.links.map((link) => [
            (link.menu?.label ?? link.label)[locale],
            localizedPath(link.prefix, locale),
          ]),
        );
      }
      const news = links.find((link) => link.prefix === '/news');
      expect(within(nav!).getByRole('link', { name: news?.label[locale] })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const link of actionLinks) {
        expect(
          within(banner).getAllByRole('link', { name: link.label[locale] })[0],
        ).toHaveAttribute('href', localizedPath(link.prefix, locale));
      }
      const quick = document.querySelector('nav[aria-labelledby="footer-quick-links"]');
      expect(
        within(quick as HTMLElement)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(
        footerLinks.map((link) => [link.label[locale], localizedPath(link.prefix, locale)]),
      );
    },
  );

  it.each([
    ['/admin', 'fr'],
    ['/admin/login', 'fr'],
    ['/admin/dashboard', 'fr'],
    ['/ar/admin/settings', 'ar'],
    ['/en/admin/content', 'en'],
  ] as const)(
    '%s goes to the admin remote, outside the public layout, in its language',
    async (path, locale) => {
      await renderShell(path, { Area: FakeArea });
      const admin = routeTable.find((entry) => entry.layout === 'none');
      expect(await screen.findByTestId('area')).toHaveTextContent(
        admin ? moduleIdOf(admin) : 'missing',
      );
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(useLocaleStore.getState().locale).toBe(locale);
    },
  );

  /** Public areas link to the back office; the back office's area asks before leaving (useBlocker). */
  function BlockingArea({ id }: { id: string }) {
    if (!id.startsWith('admin/')) return <Link to="/en/admin/settings">{`public ${id}`}</Link>;
    return <BackOffice id={id} />;
  }
  function BackOffice({ id }: { id: string }) {
    // Throws "useBlocker must be used within a data router" under the declarative router.
    const blocker = useBlocker(false);
    return <div data-testid="area">{`${id} ${blocker.state}`}</div>;
  }

  it('draws the back office under the data router, whose useBlocker works, when the page starts there', async () => {
    await renderShell('/ar/admin/settings', { Area: BlockingArea });
    expect(await screen.findByTestId('area')).toHaveTextContent('admin/AdminApp unblocked');
    expect(useLocaleStore.getState().locale).toBe('ar');
  });

  it('hands a public page to the data router when a link reaches the back office', async () => {
    const { user } = await renderShell('/en/news', { Area: BlockingArea });
    const link = await screen.findByRole('link', { name: 'public blog_news/App' });
    await act(() => user.click(link));
    expect(await screen.findByTestId('area')).toHaveTextContent('admin/AdminApp unblocked');
    expect(window.location.pathname).toBe('/en/admin/settings');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(vi.mocked(console.error)).not.toHaveBeenCalledWith(
      expect.stringContaining('A route failed'),
      expect.anything(),
    );
  });

  it.each(['/nowhere', '/ar/nowhere', '/fr/news', '/ar/administration', '/newsletter'])(
    'shows the not-found page for %s and logs it',
    async (path) => {
      const log = vi.mocked(console.error);
      await renderShell(path, { Area: FakeArea });
      await screen.findByRole('heading', { level: 1 });
      expect(document.querySelector('[data-page="not-found"]')).not.toBeNull();
      expect(screen.queryByTestId('area')).not.toBeInTheDocument();
      // Logged by the page's effect, which React runs after the commit that drew it.
      await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), path));
    },
  );

  it('shows the French not-found page with its title', async () => {
    await renderShell('/nowhere', { Area: FakeArea });
    expect(await screen.findByRole('heading', { name: 'Page Introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable – Complexe Scolaire');
  });

  it('localizes the navigation links and every language link keeps the page', async () => {
    await renderShell('/ar/news', { Area: FakeArea });
    await screen.findByTestId('area');
    const nav = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'الأخبار' })).toHaveAttribute('href', '/ar/news');
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar');
    const languages = screen.getByRole('list', { name: 'اللغة' });
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/news',
    );
    expect(within(languages).getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('switching language changes the address and the language, without leaving the page', async () => {
    const { user } = await renderShell('/about', { Area: FakeArea });
    await screen.findByTestId('area');
    // In act: the deferred re-render in the new language is flushed before asserting.
    await act(() => user.click(screen.getByRole('link', { name: 'English' })));
    expect(window.location.pathname).toBe('/en/about');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(useLocaleStore.getState().locale).toBe('en');
    // Back: the address is the source of truth, the language follows it.
    await act(async () => {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await popped;
    });
    await waitFor(() => expect(useLocaleStore.getState().locale).toBe('fr'));
  });

  it("shows 'Unexpected Application Error!' with the message when a route throws", async () => {
    function Broken(): never {
      throw new Error('the news list exploded');
    }
    await renderShell('/news', { Area: Broken });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('the news list exploded')).toBeInTheDocument();
    // The layout around the failed route stays usable.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
