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
  PageDataContext,
  LocaleIntlProvider,
  ShellSlotsContext,
  useCatalog,
  type PageData,
  type ShellSlots,
  useLocale,
} from '@school/shared';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { NotFoundPage } from '../features/not-found/lazy-not-found-page';
import { loadCatalog } from '../i18n/catalogs';
import { serverDeclaresFonts } from '../lib/prerendered';
import { LoadErrorToasts } from './load-error-toasts';

const slots: ShellSlots = { NotFound: NotFoundPage };

/**
 * The page's providers. `pageData` is where its reads come from (@school/shared's
 * live/page-data.tsx): the data the page came with, then TanStack Query once something needs it.
 * No QueryClientProvider here: TanStack is not part of a public page's first load; the parts
 * that write through it (the back office, the forms) put one above themselves (QueryScope).
 */
export function Providers({ children, pageData }: { children: ReactNode; pageData: PageData }) {
  // Deferred: on a language switch the page stays in the current language until the new
  // catalog has arrived (start-up preloads the first one, so the first render never waits).
  const locale = useDeferredValue(useLocale());
  const messages = useCatalog(loadCatalog, locale);

  useEffect(() => {
    applyLocaleToDocument(locale);
    // Only the faces of the current language: French and English never fetch the Arabic one.
    preloadFonts(locale);
  }, [locale]);
  // The theme is not drawn here: index.html's first script marks <html data-theme> and keeps it
  // in step with the visitor's choice and the system (@school/platform/theme).

  return (
    <PageDataContext value={pageData}>
      <ThemeProvider theme={cssTheme}>
        <LocaleIntlProvider locale={locale} messages={messages}>
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
        </LocaleIntlProvider>
      </ThemeProvider>
    </PageDataContext>
  );
}
