import { cssTheme, DesignSystemLabelsProvider } from '@school/design-system';
import { LocaleIntlProvider, PageDataContext } from '@school/shared';
import { StrictMode, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { IslandPage } from './page';

/**
 * What an island's root gives the part it draws, whichever kind it is (./mount.tsx, ./hydrate.tsx):
 * the page's data (the seed it was drawn with), the theme, the language and the shell's catalog,
 * the design system's labels.
 */
export function IslandProviders({ page, children }: { page: IslandPage; children: ReactNode }) {
  return (
    <StrictMode>
      <PageDataContext value={page.pageData}>
        <ThemeProvider theme={cssTheme}>
          <LocaleIntlProvider locale={page.locale} messages={page.messages}>
            <DesignSystemLabelsProvider>{children}</DesignSystemLabelsProvider>
          </LocaleIntlProvider>
        </ThemeProvider>
      </PageDataContext>
    </StrictMode>
  );
}
