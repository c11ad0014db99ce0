import { RemoteIntlProvider } from '@school/shared';
import { useRoutes } from 'react-router-dom';
import { ArticlePage } from '../features/article/components/article-page';
import { BlogContent } from '../features/blog/components/blog-page';
import { NewsContent } from '../features/news/components/news-page';
import { loadCatalog } from '../i18n/catalogs';
import { NotFound } from './not-found';

/**
 * Every page of this remote, relative to the prefixes the shell mounts it under (`/blog/*`,
 * `/news/*`, and the same under `/ar/` and `/en/`): a new page ships by rebuilding this remote.
 */
function Pages() {
  // Route objects (useRoutes): the shared router keeps no `<Routes>` (routerExports).
  return useRoutes([
    { path: 'blog', element: <BlogContent /> },
    { path: 'blog/:slug', element: <ArticlePage type="blog" /> },
    { path: 'news', element: <NewsContent /> },
    { path: 'news/:slug', element: <ArticlePage type="news" /> },
    { path: '*', element: <NotFound /> },
  ]);
}

export default function App() {
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <Pages />
    </RemoteIntlProvider>
  );
}
