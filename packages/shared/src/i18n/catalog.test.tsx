import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import {
  carryCatalogs,
  dropCarriedCatalogs,
  loadCatalogOnce,
  namedCatalog,
  useCatalog,
  UsedCatalogsContext,
  type CatalogLoader,
  type CatalogMessages,
} from './catalog';

const arabic: CatalogMessages = { hello: 'مرحبا' };

/** A loader that counts its downloads, each a fresh function (the cache is per loader). */
function countingLoader(messages: CatalogMessages = arabic) {
  const calls: string[] = [];
  const load: CatalogLoader = (locale) => {
    calls.push(locale);
    return Promise.resolve({ default: messages });
  };
  return { load, calls };
}

function Reader({ load, locale }: { load: CatalogLoader; locale: 'fr' | 'ar' }) {
  const messages = useCatalog(load, locale);
  return <p>{typeof messages.hello === 'string' ? messages.hello : 'none'}</p>;
}

afterEach(() => dropCarriedCatalogs());

describe('catalogs a prerendered page carries', () => {
  it('answer a named loader without a download, and a first render without suspending', () => {
    const { load, calls } = countingLoader();
    const home = namedCatalog('home', load);
    carryCatalogs({ 'home:ar': { hello: 'أهلا' } });
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Reader load={home} locale="ar" />
      </Suspense>,
    );
    // Drawn at once (no fallback first), from the page's copy.
    expect(container.textContent).toBe('أهلا');
    expect(calls).toEqual([]);
  });

  it('are not another loader’s, nor another language’s', async () => {
    const { load: other, calls: otherCalls } = countingLoader();
    const { load: english, calls: englishCalls } = countingLoader({ hello: 'Hello' });
    carryCatalogs({ 'home:ar': { hello: 'أهلا' } });
    await expect(loadCatalogOnce(namedCatalog('contact', other), 'ar')).resolves.toBe(arabic);
    expect(otherCalls).toEqual(['ar']);
    await expect(loadCatalogOnce(namedCatalog('home', english), 'en')).resolves.toEqual({
      hello: 'Hello',
    });
    expect(englishCalls).toEqual(['en']);
  });

  it('are forgotten when the page is drawn afresh: the loader downloads its own', async () => {
    const { load, calls } = countingLoader();
    carryCatalogs({ 'home:ar': { hello: 'أهلا' } });
    dropCarriedCatalogs();
    await expect(loadCatalogOnce(namedCatalog('home', load), 'ar')).resolves.toBe(arabic);
    expect(calls).toEqual(['ar']);
  });
});

describe('UsedCatalogsContext', () => {
  it('notes the named catalogs a server render used, not French nor an unnamed one', async () => {
    const named = namedCatalog('home', countingLoader().load);
    const unnamed = countingLoader({ hello: 'section' }).load;
    const shell = namedCatalog('shell', countingLoader().load);
    // Settled first, as the prerenderer's render waits for them (renderToString cannot).
    await Promise.all([
      loadCatalogOnce(named, 'ar'),
      loadCatalogOnce(unnamed, 'ar'),
      loadCatalogOnce(shell, 'fr'),
    ]);
    const used = new Map<string, CatalogMessages>();
    const html = renderToString(
      <UsedCatalogsContext value={used}>
        <Reader load={named} locale="ar" />
        <Reader load={unnamed} locale="ar" />
        <Reader load={shell} locale="fr" />
      </UsedCatalogsContext>,
    );
    expect(html).toContain('مرحبا');
    expect([...used]).toEqual([['home:ar', arabic]]);
  });
});
