import { screen } from '@testing-library/react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CatalogLoader } from '../i18n/catalog';
import { RemoteIntlProvider } from '../i18n/remote-intl';
import { useAuthStore } from '../stores/auth-store';
import { useLocaleStore } from '../stores/locale-store';
import { renderRemote } from './render-remote';

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

describe('renderRemote', () => {
  it('mounts a remote under the language root of its address, with the shell stores set', async () => {
    await renderRemote(<App />, { locale: 'ar', path: '/news/x', auth: 'admin' });
    expect((await screen.findByRole('heading')).textContent).toBe('الأخبار /ar/news/x');
    expect(useLocaleStore.getState().locale).toBe('ar');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-in', isAdmin: true });
  });

  it('renders French from the defaults, unprefixed', async () => {
    await renderRemote(<App />, { path: '/news/y' });
    expect((await screen.findByRole('heading')).textContent).toBe('Actualités /news/y');
    expect(useAuthStore.getState().status).toBe('signed-out');
  });
});
