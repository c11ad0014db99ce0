import { cssTheme, DesignSystemLabelsProvider } from '@school/design-system';
import { loadCatalogOnce, LocaleIntlProvider, useLocaleStore } from '@school/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { RemoteArea } from '../components/remote-area';
import { loadCatalog } from '../i18n/catalogs';
import { startRuntimeConfig, takePage } from '../lib/page-start';
import type { RemoteModuleId } from '../lib/remote-modules';

/** What every island of the page needs once: the language, its catalog, the runtime map. */
const ready = (async () => {
  // The shell's catalog in the page's language travels with the page: nothing to download.
  takePage();
  await startRuntimeConfig();
  const locale = useLocaleStore.getState().locale;
  return { locale, messages: await loadCatalogOnce(loadCatalog, locale) };
})();

/**
 * Draws an island in a React root of its own: the remote module through RemoteArea (the same
 * loading state, fallback and retry as a remote area of the app), inside the providers it reads
 * (theme, language and the shell's catalog, the design system's labels).
 */
export async function mountIsland(element: HTMLElement, id: RemoteModuleId): Promise<void> {
  const { locale, messages } = await ready;
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={cssTheme}>
        <LocaleIntlProvider locale={locale} messages={messages}>
          <DesignSystemLabelsProvider>
            <RemoteArea id={id} minHeight={element.style.minHeight || '0'} />
          </DesignSystemLabelsProvider>
        </LocaleIntlProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
