import { localizedPath } from '@school/platform/paths';
import type * as RouteTable from '@school/platform/route-table';
import {
  parseRuntimeConfig,
  setRuntimeConfig,
  useLocaleStore,
  followAddress,
} from '@school/shared';
import { screen, within } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';

/**
 * The claim of the route table: a public page under a new prefix is one row there (plus the page
 * in its remote). Here the shell runs on the site's table with one row more, as if the row had
 * been written in packages/platform/route-table.mjs, and nothing else of the shell is changed.
 */
vi.mock('@school/platform/route-table', async (importOriginal) => {
  const real = await importOriginal<typeof RouteTable>();
  const registry = real.createRouteRegistry([
    ...real.routes,
    {
      prefix: '/galerie',
      app: 'about-direction',
      nav: {
        order: 55,
        groups: ['header', 'footer'],
        label: { fr: 'Galerie', ar: 'معرض الصور', en: 'Gallery' },
      },
    },
  ]);
  return {
    ...real,
    registry,
    routeTable: registry.areas,
    routeEntryFor: (pathname: string) => registry.entryFor(pathname),
  };
});

function FakeArea({ id }: { id: string }) {
  return <div data-testid="area">{id}</div>;
}

describe('a page under a new prefix', () => {
  beforeEach(() => {
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
    followAddress('/');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['/galerie', 'fr', 'Galerie'],
    ['/ar/galerie/2024', 'ar', 'معرض الصور'],
    ['/en/galerie/', 'en', 'Gallery'],
  ] as const)(
    '%s is routed to its remote and linked from the header and footer',
    async (address, locale, label) => {
      await renderShell(address, { Area: FakeArea });
      expect(await screen.findByTestId('area')).toHaveTextContent('about_direction/App');
      expect(useLocaleStore.getState().locale).toBe(locale);
      const [nav] = within(screen.getByRole('banner')).getAllByRole('navigation');
      const link = within(nav!).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', localizedPath('/galerie', locale));
      expect(link).toHaveAttribute('aria-current', 'page');
      // The footer's code loads on its own (public-layout.tsx): its quick links, once there.
      const footer = await screen.findByRole('contentinfo');
      const quick = footer.querySelector('nav[aria-labelledby="footer-quick-links"]');
      expect(within(quick as HTMLElement).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        localizedPath('/galerie', locale),
      );
    },
  );

  it('is still a 404 without the row: another unknown prefix', async () => {
    await renderShell('/ar/galeries', { Area: FakeArea });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-page="not-found"]')).not.toBeNull();
  });
});
