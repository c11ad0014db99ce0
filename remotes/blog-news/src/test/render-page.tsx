import { ToastProvider } from '@school/design-system';
import type { Locale } from '@school/shared';
import { renderRemote, type RenderRemoteResult } from '@school/shared/testing';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';

// Several test runners may share the machine's two cores: slow renders get time, not failures.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a page as the shell mounts it (the one renderRemote helper: theme, language, router,
 * data cache, design-system labels), plus the shell's toast region. Async: a page suspends while
 * its language's catalog loads.
 */
export function renderPage(
  ui: ReactNode,
  { locale = 'fr', path = '/' }: { locale?: Locale; path?: string } = {},
): Promise<RenderRemoteResult> {
  return renderRemote(<ToastProvider>{ui}</ToastProvider>, { locale, path });
}
