import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RemoteArea } from '../components/remote-area';
import { RouteError } from '../features/errors/route-error';
import { PublicLayout } from '../features/layout/public-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { adminRemote, publicRemoteRoutes } from './route-table';

export interface RouteOptions {
  /** Draws a route's remote; tests replace it to render without a network. */
  Area?: ComponentType<{ id: string }>;
}

export function createRoutes({ Area = RemoteArea }: RouteOptions = {}): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...publicRemoteRoutes.map(({ path, remote }) => ({
              path,
              element: <Area id={remote} />,
              errorElement: <RouteError />,
            })),
            { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
          ],
        },
        { path: '/admin/*', element: <Area id={adminRemote} />, errorElement: <RouteError /> },
      ],
    },
  ];
}
