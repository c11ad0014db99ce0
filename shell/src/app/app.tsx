import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { createRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
