import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import type { CatalogLoader } from '../i18n/catalog';
import { render } from '../testing/render';
import { remotePages } from './remote-pages';

/** A remote's catalogs: the page's one message in Arabic. */
const arabic: Record<string, string> = { greeting: 'أهلا' };
const loadCatalog: CatalogLoader = (locale) =>
  Promise.resolve({ default: locale === 'ar' ? arabic : {} });

function Greeting() {
  const intl = useIntl();
  return <h1>{intl.formatMessage({ id: 'greeting', defaultMessage: 'Bonjour' })}</h1>;
}

describe('remotePages', () => {
  const App = remotePages(loadCatalog, [
    { path: 'about', element: <Greeting /> },
    { path: 'about/:part', element: <p>part</p> },
  ]);

  it('draws the page of the address, relative to the language root, in the remote’s catalogs', async () => {
    await render(<App />, { path: '/about' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bonjour');
  });

  it('serves the same route under /ar/, with the Arabic catalog', async () => {
    await render(<App />, { path: '/ar/about', locale: 'ar' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('أهلا');
  });

  it('answers any other address under its prefixes with the not-found page', async () => {
    const { container } = await render(<App />, { path: '/about/a/b' });
    expect(container.querySelector('[data-page="not-found"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('takes the remote’s own not-found page when it gives one', async () => {
    const Own = remotePages(loadCatalog, [], <p>nothing here</p>);
    await render(<Own />, { path: '/news/x/y' });
    expect((await screen.findByText('nothing here')).tagName).toBe('P');
    expect(document.querySelector('[data-page="not-found"]')).toBeNull();
  });
});
