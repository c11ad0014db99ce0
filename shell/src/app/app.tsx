import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PreviewBanner } from '../features/preview/preview-banner';
import { Providers } from './providers';
import { createRoutes } from './routes';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <Providers queryClient={queryClient}>
      {/* Nothing unless an admin previews a version (never on a page being hydrated). */}
      <PreviewBanner />
      <RouterProvider router={router} />
    </Providers>
  );
}
