import { Carousel, useToast } from '@school/design-system';
import {
  createPageData,
  loadCatalogOnce,
  locales,
  usePageQuery,
  type DataQueryMeta,
  followAddress,
} from '@school/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { loadCatalog } from '../i18n/catalogs';
import { Providers } from './providers';
import { loadQueryLayer } from './query-layer';

/** A page drawn in the browser: no seed, TanStack Query loaded when a read asks for it. */
const freshPage = () => createPageData(null, (seed) => Promise.resolve(loadQueryLayer(seed)));

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

/** A read of `load` through the pages' read hook, retried twice without waiting. */
function FailingRead({ meta, load }: { meta?: DataQueryMeta; load: () => Promise<string> }) {
  const query = usePageQuery({
    queryKey: ['failing', meta?.errorToast ?? 'silent'],
    queryFn: load,
    meta,
    retry: 2,
    retryDelay: 0,
  });
  return <p>{query.status}</p>;
}

const failing = () => vi.fn(() => Promise.reject(new Error('Le service ne répond pas')));

const slides = ['a', 'b'].map((id) => ({ id, content: <p>{id}</p> }));

describe('Providers', () => {
  beforeAll(() => Promise.all(locales.map((locale) => loadCatalogOnce(loadCatalog, locale))));

  it('gives every remote one localized toast region', async () => {
    followAddress('/');
    await renderInAct(
      <Providers pageData={freshPage()}>
        <SendButton />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it("localizes the design system's built-in labels (carousel controls) in Arabic", async () => {
    followAddress('/ar');
    await renderInAct(
      <Providers pageData={freshPage()}>
        <Carousel label="hero" slides={slides} autoPlay={false} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'الشريحة 1 من 2' }).length).toBeGreaterThan(0);
  });

  it("toasts a read that still fails after its retries once, with its meta's title", async () => {
    followAddress('/');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = failing();
    const meta = { errorToast: 'Échec du chargement des contenus' };
    await renderInAct(
      <Providers pageData={freshPage()}>
        <FailingRead meta={meta} load={load} />
        <FailingRead meta={meta} load={load} />
      </Providers>,
    );
    // Two components read the same query: three attempts in all (two retries), one toast.
    await waitFor(() => expect(screen.getAllByText('error')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(3);
    const toasts = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(toasts.getAllByRole('listitem')).toHaveLength(1);
    const toast = toasts.getByRole('listitem');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Échec du chargement des contenus');
    expect(toast).toHaveTextContent('Le service ne répond pas');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed read without a toast title to its page', async () => {
    followAddress('/');
    await renderInAct(
      <Providers pageData={freshPage()}>
        <FailingRead load={failing()} />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByText('error')).toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
  });

  it('sets <html lang dir> from the language store', async () => {
    followAddress('/ar');
    await renderInAct(<Providers pageData={freshPage()}>content</Providers>);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
