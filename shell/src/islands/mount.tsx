import { cssTheme, DesignSystemLabelsProvider } from '@school/design-system';
import { LocaleIntlProvider } from '@school/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { RemoteArea } from '../components/remote-area';
import type { RemoteModuleId } from '../lib/remote-modules';
import { islandPage } from './page';

/**
 * Draws an island the server left empty (the footer's newsletter box) in a React root of its own: the remote module through RemoteArea (the same
 * loading state, fallback and retry as a remote area of the app), inside the providers it reads
 * (theme, language and the shell's catalog, the design system's labels).
 */
export async function mountIsland(element: HTMLElement, id: RemoteModuleId): Promise<void> {
  const { locale, messages } = await islandPage();
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
