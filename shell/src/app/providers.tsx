import {
  DesignSystemLabelsProvider,
  GlobalStyle,
  LocaleFonts,
  preloadFonts,
  cssTheme,
  ToastProvider,
} from '@school/design-system';
import {
  applyLocaleToDocument,
  applyThemeToDocument,
  reportIntlError,
  reportLoadError,
  ShellSlotsContext,
  useCatalog,
  useLocaleStore,
  useResolvedTheme,
  type ShellSlots,
} from '@school/shared';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { loadCatalog } from '../i18n/catalogs';
import { serverDeclaresFonts } from '../lib/prerendered';
import { LoadErrorToasts } from './load-error-toasts';

/**
 * The seed's data cache defaults: 3 retries, back-off doubling up to 30 s, 5 minutes of cache.
 * A read that still fails and carries `meta.errorToast` is reported once to the toast region
 * (<LoadErrorToasts />), however many components show it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportLoadError }),
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
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
    applyThemeToDocument();
  }, [resolvedTheme]);

  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={cssTheme}>
        <IntlProvider
          locale={locale}
          defaultLocale="fr"
          messages={messages}
          onError={reportIntlError(locale)}
        >
          <DesignSystemLabelsProvider>
            <ShellSlotsContext value={slots}>
              {serverDeclaresFonts(locale) ? null : <LocaleFonts locale={locale} />}
              <GlobalStyle />
              {/* One toast region for the whole page: every remote's useToast reaches it. */}
              <ToastProvider>
                <LoadErrorToasts />
                {children}
              </ToastProvider>
            </ShellSlotsContext>
          </DesignSystemLabelsProvider>
        </IntlProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
