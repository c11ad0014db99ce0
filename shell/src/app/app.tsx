import type { QueryClient } from '@tanstack/react-query';
import { PreviewBanner } from '../features/preview/preview-banner';
import { Providers } from './providers';
import { ShellRouter } from './shell-router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      {/* Nothing unless an admin previews a version (never on a page being hydrated). */}
      <PreviewBanner />
      <ShellRouter />
    </Providers>
  );
}
