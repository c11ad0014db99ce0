import { GlobalStyle, LocaleFonts, preloadFonts, themes, ToastProvider } from '@school/design-system';
import { applyLocaleToDocument, useLocaleStore, useResolvedTheme } from '@school/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { shellMessages } from '../i18n/messages';

/** The seed's data cache defaults: 3 retries, back-off doubling up to 30 s, 5 minutes of cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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

/** One toast region for the whole page: every remote's `useToast` reaches it. */
function LocalizedToasts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <ToastProvider
      closeLabel={intl.formatMessage({ id: 'toast.close' })}
      regionLabel={intl.formatMessage({ id: 'toast.region' })}
    >
      {children}
    </ToastProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const locale = useLocaleStore((state) => state.locale);
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
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themes[resolvedTheme]}>
        <IntlProvider locale={locale} defaultLocale="fr" messages={shellMessages[locale]}>
          <LocaleFonts locale={locale} />
          <GlobalStyle />
          <LocalizedToasts>{children}</LocalizedToasts>
        </IntlProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
