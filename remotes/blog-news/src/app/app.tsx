// The blog-news remote's pages, under the prefixes '/blog', '/news' and '/calendar' (`remotePages`,
// @school/shared: the module the shell mounts). Its own not-found page links back to the news.
import { remotePages } from '@school/shared';
import { ArticlePage } from '../features/article/components/article-page';
import { BlogContent } from '../features/blog/components/blog-page';
import { NewsContent } from '../features/news/components/news-page';
import { loadCatalog } from '../i18n/catalogs';
import { NotFound } from './not-found';
import { lazy } from 'react';

// The calendar in a chunk of its own: the news and blog pages do not download it.
const CalendarContent = lazy(async () => ({
  default: (await import('../features/calendar/components/calendar-page')).CalendarContent,
}));

export default remotePages(
  loadCatalog,
  [
    { path: 'blog', element: <BlogContent /> },
    { path: 'blog/:slug', element: <ArticlePage type="blog" /> },
    { path: 'news', element: <NewsContent /> },
    { path: 'news/:slug', element: <ArticlePage type="news" /> },
    { path: 'calendar', element: <CalendarContent /> },
  ],
  <NotFound />,
);
