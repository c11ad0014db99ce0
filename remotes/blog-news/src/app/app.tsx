/**
 * The blog-news remote's pages: the one module the shell mounts (exposed as './App').
 *
 * How routing works here:
 * - The shell's route table (packages/build-config/route-table.mjs) gives this remote the
 *   prefixes '/blog' and '/news'. The shell mounts <App /> for every address under them, in every language.
 * - The routes below are RELATIVE TO THE LANGUAGE ROOT ('/', '/ar', '/en'), so each one starts
 *   with its prefix: path="blog", path="news", later path="news/:slug" (useParams().slug). The same routes serve '/…', '/ar/…' and '/en/…'.
 * - To add a page, add a <Route> here and rebuild this remote only: the shell, its navigation and
 *   its static server need no change as long as the page sits under one of the prefixes above.
 * - Build links with useLocalizedPath() from @school/shared: to('/news') gives '/ar/news' in Arabic.
 * - <NotFound /> (from @school/shared) draws the shell's localized not-found page.
 * - RemoteIntlProvider gives the pages this remote's messages (src/i18n: French defaults in code,
 *   ar.json/en.json loaded on demand).
 */
import { NotFound, RemoteIntlProvider } from '@school/shared';
import { Route, Routes } from 'react-router-dom';
import { loadCatalog } from '../i18n/catalogs';
import BlogPage from '../features/blog/components/blog-page';
import NewsPage from '../features/news/components/news-page';
export default function App() {
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <Routes>
        <Route path="blog" element={<BlogPage />} />
        <Route path="news" element={<NewsPage />} />
        {/* e.g. <Route path="news/:slug" element={<ArticlePage />} /> and "blog/:slug" */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteIntlProvider>
  );
}
