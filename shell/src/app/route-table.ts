/**
 * The seed's public routes and the remote module that draws each one. Plain data (no JSX):
 * the build also reads it to preload the current route's remote from the HTML.
 */
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
