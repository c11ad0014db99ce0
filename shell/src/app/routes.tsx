import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RemoteArea } from '../components/remote-area';
import { RouteError } from '../features/errors/route-error';
import { PublicLayout } from '../features/layout/public-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** The seed's public routes and the remote module that draws each one. */
export const publicRemoteRoutes = [
  { path: '/', remote: 'home/HomePage' },
  { path: '/about', remote: 'about_direction/AboutPage' },
  { path: '/direction', remote: 'about_direction/DirectionPage' },
  { path: '/blog', remote: 'blog_news/BlogPage' },
  { path: '/news', remote: 'blog_news/NewsPage' },
  { path: '/contact', remote: 'contact/ContactPage' },
] as const;

/** The admin remote owns its whole subtree, /admin/login included. */
export const adminRemote = 'admin/AdminApp';

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
