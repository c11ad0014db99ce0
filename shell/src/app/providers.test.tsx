import { Carousel, useToast } from '@school/design-system';
import { loadCatalogOnce, locales, useLocaleStore } from '@school/shared';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { loadCatalog } from '../i18n/catalogs';
import { Providers } from './providers';

function SendButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.toast({ title: 'Message envoyé !' })}>
      send
    </button>
  );
}

/** Renders inside an awaited act, so the first catalog read settles before asserting. */
async function renderInAct(ui: ReactElement) {
  await act(async () => {
    render(ui);
    await Promise.resolve();
  });
}

const slides = ['a', 'b'].map((id) => ({ id, content: <p>{id}</p> }));

describe('Providers', () => {
  beforeAll(() => Promise.all(locales.map((locale) => loadCatalogOnce(loadCatalog, locale))));

  it('gives every remote one localized toast region', async () => {
    useLocaleStore.setState({ locale: 'fr' });
    await renderInAct(
      <Providers>
        <SendButton />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it("localizes the design system's built-in labels (carousel controls) in Arabic", async () => {
    useLocaleStore.setState({ locale: 'ar' });
    await renderInAct(
      <Providers>
        <Carousel label="hero" slides={slides} autoPlay={false} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'الشريحة 1 من 2' }).length).toBeGreaterThan(0);
  });

  it('sets <html lang dir> from the language store', async () => {
    useLocaleStore.setState({ locale: 'ar' });
    await renderInAct(<Providers>content</Providers>);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
