import {
  DesignSystemLabelsProvider,
  GlobalStyle,
  LocaleFonts,
  preloadFonts,
  themes,
  ToastProvider,
} from '@school/design-system';
import {
  applyLocaleToDocument,
  reportIntlError,
  ShellSlotsContext,
  useCatalog,
  useLocaleStore,
  useResolvedTheme,
  type ShellSlots,
} from '@school/shared';
import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { loadCatalog } from '../i18n/catalogs';

/** How long data that came inside a prerendered page counts as just fetched. */
export const SEEDED_FRESH_MS = 60_000;

/**
 * The seed's data cache defaults: 3 retries, back-off doubling up to 30 s, 5 minutes of cache.
 * Queries seeded from a prerendered page are not fetched again when their component mounts
 * during the first minute (the server has just read them; live updates and the lists' own
 * interval keep them current).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => {
          const seededAt = seeded.get(client)?.get(query.queryHash);
          return seededAt === undefined || Date.now() - seededAt > SEEDED_FRESH_MS;
        },
      },
    },
  });
  return client;
}

const seeded = new WeakMap<QueryClient, Map<string, number>>();

/** Puts the query cache a prerendered page carries into `client` (see createQueryClient). */
export function seedQueryCache(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  const hashes = seeded.get(client) ?? new Map<string, number>();
  seeded.set(client, hashes);
  for (const query of state.queries) hashes.set(query.queryHash, now);
  hydrate(client, state);
}

const slots: ShellSlots = { NotFound: NotFoundPage };

export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Deferred: on a language switch the page stays in the current language until the new
  // catalog has arrived (start-up preloads the first one, so the first render never waits).
  const locale = useDeferredValue(useLocaleStore((state) => state.locale));
  const messages = useCatalog(loadCatalog, locale);
  const resolvedTheme = useResolvedTheme();

  useEffect(() => {
    applyLocaleToDocument(locale);
    // Only the faces of the current language: French and English never fetch the Arabic one.
    preloadFonts(locale);
  }, [locale]);
  useEffect(() => {
    document.documentElement.dataset.theme = resolvedTheme;
    document.documentElement.style.background = '';
  }, [resolvedTheme]);

  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={themes[resolvedTheme]}>
        <IntlProvider
          locale={locale}
          defaultLocale="fr"
          messages={messages}
          onError={reportIntlError(locale)}
        >
          <DesignSystemLabelsProvider>
            <ShellSlotsContext value={slots}>
              <LocaleFonts locale={locale} />
              <GlobalStyle />
              {/* One toast region for the whole page: every remote's useToast reaches it. */}
              <ToastProvider>{children}</ToastProvider>
            </ShellSlotsContext>
          </DesignSystemLabelsProvider>
        </IntlProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
