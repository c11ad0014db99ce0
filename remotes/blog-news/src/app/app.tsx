import { RemoteIntlProvider } from '@school/shared';
import { Route, Routes } from 'react-router-dom';
import { ArticlePage } from '../features/article/components/article-page';
import { BlogContent } from '../features/blog/components/blog-page';
import { NewsContent } from '../features/news/components/news-page';
import { loadCatalog } from '../i18n/catalogs';
import { NotFound } from './not-found';

/**
 * Every page of this remote, relative to the prefixes the shell mounts it under (`/blog/*`,
 * `/news/*`, and the same under `/ar/` and `/en/`): a new page ships by rebuilding this remote.
 */
export default function App() {
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <Routes>
        <Route path="blog" element={<BlogContent />} />
        <Route path="blog/:slug" element={<ArticlePage type="blog" />} />
        <Route path="news" element={<NewsContent />} />
        <Route path="news/:slug" element={<ArticlePage type="news" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
