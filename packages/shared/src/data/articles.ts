// Data access of the news, blog and article pages: the paged lists and one article. Not a shared
// module: only the blog-news remote reads them, and it bundles them with its own code (they hold
// no state: the keys and the page's query layer come from the main entry), so the home page, which
// reads only the latest news (data/public), does without. What it has in common with data/public
// (content types, images, addresses) it takes from there, by that entry's name.
export { CONTENT_PAGE_SIZE, fetchPublishedContent } from './content/get-published-content';
export type { ContentPage } from './content/get-published-content';
export { fetchNews, newsQueryOptions, useNews } from './content/get-news';
export { blogPostsQueryOptions, fetchBlogPosts, useBlogPosts } from './content/get-blog-posts';
export { articleQueryOptions, fetchArticle, useArticle } from './content/get-article';
