import { screen } from '@testing-library/react';
import { useState } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Link, Route, Routes, useBlocker, useLocation, useParams } from 'react-router-dom';
import type { CatalogLoader } from '../i18n/catalog';
import { RemoteIntlProvider } from '../i18n/remote-intl';
import { useAuthStore } from '../stores/auth-store';
import { useLocaleStore } from '../stores/locale-store';
import { render, setRenderDefaults } from './render';

// Module level, like every app's loadCatalog: the catalogs are cached per loader function.
const loadCatalog: CatalogLoader = (locale) =>
  Promise.resolve({ default: { 't.title': locale === 'ar' ? 'الأخبار' : 'News' } });

const m = defineMessages({ title: { id: 't.title', defaultMessage: 'Actualités' } });

function App() {
  const { pathname } = useLocation();
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <Routes>
        <Route
          path="news/:slug"
          element={
            <h1>
              <FormattedMessage {...m.title} /> {pathname}
            </h1>
          }
        />
      </Routes>
    </RemoteIntlProvider>
  );
}

/** Where the router put the ui: the address and what the route's star matched. */
function Where() {
  const { pathname } = useLocation();
  return <p>{`${pathname} ${useParams()['*']}`}</p>;
}

function Editor() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        type
      </button>
      <Link to="/elsewhere">leave</Link>
      {blocker.state === 'blocked' && <p role="alert">unsaved</p>}
    </>
  );
}

describe('render', () => {
  it('mounts a remote under the language root of its address, with the shell stores set', async () => {
    await render(<App />, { locale: 'ar', path: '/ar/news/x', auth: 'admin' });
    expect((await screen.findByRole('heading')).textContent).toBe('الأخبار /ar/news/x');
    expect(useLocaleStore.getState().locale).toBe('ar');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', isAdmin: true });
    expect(screen.getByRole('heading').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('renders French from the defaults, unprefixed', async () => {
    await render(<App />, { path: '/news/y', auth: 'signed-out' });
    expect((await screen.findByRole('heading')).textContent).toBe('Actualités /news/y');
    expect(useAuthStore.getState().status).toBe('signed-out');
  });

  it('uses the package catalog in the given language', async () => {
    await render(<FormattedMessage {...m.title} />, {
      locale: 'en',
      catalogs: { en: { 't.title': 'News' } },
    });
    expect(screen.getByText('News')).toBeTruthy();
  });

  it('runs a data router, so useBlocker holds a navigation, and acts through userEvent', async () => {
    const { user, router } = await render(<Editor />, {
      path: '/edit',
      routes: [{ path: '/elsewhere', element: <p>gone</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'type' }));
    await user.click(screen.getByRole('link', { name: 'leave' }));
    expect((await screen.findByRole('alert')).textContent).toBe('unsaved');
    expect(router.state.location.pathname).toBe('/edit');
  });

  describe("with a package's defaults", () => {
    beforeEach(() => setRenderDefaults({ path: '/admin/content', route: '/admin/*' }));
    afterEach(() => setRenderDefaults({}));

    it('opens its address in the language, mounted under that language', async () => {
      const { router } = await render(<Where />, { locale: 'en' });
      expect(router.state.location.pathname).toBe('/en/admin/content');
      expect(screen.getByText('/en/admin/content content')).toBeTruthy();
    });

    it('mounts under the prefix the address starts with, whatever the language', async () => {
      await render(<Where />, { locale: 'en', path: '/admin/login' });
      expect(screen.getByText('/admin/login login')).toBeTruthy();
      await render(<Where />, { path: '/ar/admin/users' });
      expect(screen.getByText('/ar/admin/users users')).toBeTruthy();
    });
  });
});
