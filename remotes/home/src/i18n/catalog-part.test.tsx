import { LocaleIntlProvider, type CatalogLoader, followAddress } from '@school/shared';
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { withCatalogPart } from './catalog-part';

describe('withCatalogPart', () => {
  /** A part's catalog (one loader per test: downloads are cached per loader). */
  function partLoader() {
    const words = {
      ar: { 'part.hello': 'مرحبا {name}' },
      en: { 'part.hello': 'Hello {name}' },
    };
    return vi.fn<CatalogLoader>((locale) => Promise.resolve({ default: words[locale] }));
  }
  const page = {
    ar: { 'page.title': 'الصفحة' },
    en: { 'page.title': 'The page' },
    fr: {},
  };
  function Words() {
    const intl = useIntl();
    return (
      <p>
        {intl.formatMessage({ id: 'page.title', defaultMessage: 'La page' })} /{' '}
        {intl.formatMessage(
          { id: 'part.hello', defaultMessage: 'Bonjour {name}' },
          { name: 'Awa' },
        )}
      </p>
    );
  }

  it('draws its part in the language of the provider around it, with its own words and the page’s', async () => {
    const load = partLoader();
    const Part = withCatalogPart(load, Words);
    // The store says English; the provider around (a switch not drawn yet) still Arabic.
    followAddress('/en');
    const tree = (locale: 'ar' | 'en' | 'fr') => (
      <LocaleIntlProvider locale={locale} messages={page[locale]}>
        <Suspense fallback={<p>…</p>}>
          <Part />
        </Suspense>
      </LocaleIntlProvider>
    );
    // In an awaited act: React retries what suspended on the catalog before it returns.
    const draw = (locale: 'ar' | 'en' | 'fr') =>
      act(async () => {
        view.rerender(tree(locale));
        await Promise.resolve();
      });
    const view = render(<p>…</p>);
    await draw('ar');
    expect(view.container.textContent).toBe('الصفحة / مرحبا Awa');
    expect(load.mock.calls).toEqual([['ar']]);
    await draw('en');
    expect(view.container.textContent).toBe('The page / Hello Awa');
    // French is each message's defaultMessage: nothing downloaded for it.
    await draw('fr');
    expect(view.container.textContent).toBe('La page / Bonjour Awa');
    expect(load.mock.calls).toEqual([['ar'], ['en']]);
  });

  it('suspends until its words are there, so no French shows in their place', async () => {
    let arrive = () => {};
    const load = vi.fn<CatalogLoader>(
      () =>
        new Promise((done) => {
          arrive = () => done({ default: { 'part.hello': 'مرحبا {name}' } });
        }),
    );
    const Part = withCatalogPart(load, Words);
    const { container, rerender } = render(<p />);
    await act(async () => {
      rerender(
        <LocaleIntlProvider locale="ar" messages={page.ar}>
          <Suspense fallback={<p>…</p>}>
            <Part />
          </Suspense>
        </LocaleIntlProvider>,
      );
      await Promise.resolve();
    });
    expect(container.textContent).toBe('…');
    await act(async () => {
      arrive();
      // The download settles through a few promise steps (loadCatalogOnce's): all of them run
      // before a timer's task does.
      await new Promise((settled) => setTimeout(settled, 0));
    });
    expect(container.textContent).toBe('الصفحة / مرحبا Awa');
  });
});
