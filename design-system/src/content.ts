// Long-form content: the article body (its small markdown dialect) and the timeline. Only the
// article, about and back-office pages use them, so the main entry does not carry them.
export { ArticleBody } from './components/article-body';
export type { ArticleBodyProps } from './components/article-body';
export {
  articlePlainText,
  parseArticle,
  parseInline,
  safeHref,
} from './components/article-markdown';
export type { Block as ArticleBlock, Inline as ArticleInline } from './components/article-markdown';
export { Timeline } from './components/timeline';
export type { TimelineItem } from './components/timeline';
