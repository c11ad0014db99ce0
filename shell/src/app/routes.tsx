import { DEFAULT_LOCALE, locales, type Locale } from '@school/shared';
import type { ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../components/remote-area';
import type { RemoteModuleId } from '../lib/remote-modules';
import { RouteError } from '../features/errors/route-error';
import { PublicLayout } from '../features/layout/public-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { LocaleScope } from './locale-scope';
import { fullScreenAreas, moduleIdOf, publicAreaFor } from './route-table';

type AreaComponent = ComponentType<{ id: RemoteModuleId }>;

export interface RouteOptions {
  /** Draws a route's remote; tests replace it to render without a network. */
  Area?: AreaComponent;
}

/**
 * Picks the remote from the first segment after the language. The remote's own `<Routes>` match
 * the rest relative to the language root, so `/ar/news/x` reaches blog-news as `news/x`.
 */
function PublicArea({ Area }: { Area: AreaComponent }) {
  const rest = useParams()['*'] ?? '';
  const entry = publicAreaFor(rest);
  if (!entry) return <NotFoundPage />;
  // Keyed by remote: moving between two remotes mounts the new one fresh.
  return <Area key={entry.remote} id={moduleIdOf(entry)} />;
}

function languageBranch(locale: Locale, Area: AreaComponent): RouteObject {
  return {
    element: (
      <LocaleScope locale={locale}>
        <PublicLayout />
      </LocaleScope>
    ),
    // A pathless layout around one splat route, which matches the language root itself too
    // ('/', '/ar': an empty rest). No index route: a remote's own <Routes> must sit under a path
    // ending in '*', or React Router cuts them off from deeper addresses (and warns).
    children: [
      {
        path: locale === DEFAULT_LOCALE ? '/*' : `/${locale}/*`,
        element: <PublicArea Area={Area} />,
        errorElement: <RouteError />,
      },
    ],
  };
}

export function createRoutes({ Area = RemoteArea }: RouteOptions = {}): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      children: [
        // French at the root, Arabic and English under /ar and /en (static segments outrank '*').
        ...locales.map((locale) => languageBranch(locale, Area)),
        // Full-screen areas (the back office) take the language from the address too:
        // /admin/… is French, /ar/admin/… Arabic, /en/admin/… English.
        ...fullScreenAreas.flatMap((entry) =>
          locales.flatMap((locale) =>
            entry.prefixes.map((prefix) => ({
              path: `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${prefix}/*`,
              element: (
                <LocaleScope locale={locale}>
                  <Area id={moduleIdOf(entry)} />
                </LocaleScope>
              ),
              errorElement: <RouteError />,
            })),
          ),
        ),
      ],
    },
  ];
}
