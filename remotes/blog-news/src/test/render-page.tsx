import { themes, ToastProvider } from '@school/design-system';
import { useLocaleStore, type Locale } from '@school/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

// Several test runners may share the machine's two cores: slow renders get time, not failures.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** Renders a page as the shell mounts it: theme, language, router, data cache, toasts. */
/** Async: a page suspends while its language's catalog loads, and only an awaited act retries. */
export async function renderPage(
  ui: ReactNode,
  { locale = 'fr', path = '/' }: { locale?: Locale; path?: string } = {},
): Promise<RenderResult> {
  useLocaleStore.setState({ locale });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={themes.light}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Suspense fallback={<p>loading catalog</p>}>{ui}</Suspense>
            </MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    await Promise.resolve();
  });
  return result as RenderResult;
}
