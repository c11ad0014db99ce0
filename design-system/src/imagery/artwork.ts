// Original artwork of the school, shipped as separate SVG files (each under 1 KB gzip): they load
// as images, are cached with a content hash, and never weigh on the JavaScript budget.
import articleFallback from './art/article-fallback.svg?url';
import blogFallback from './art/blog-fallback.svg?url';
import newsFallback from './art/news-fallback.svg?url';
import heroCampus from './art/hero-campus.svg?url';
import heroCommunity from './art/hero-community.svg?url';
import heroLearning from './art/hero-learning.svg?url';
import portraitPlaceholder from './art/portrait-placeholder.svg?url';

/** The campus at dusk: arches, a dome and a minaret under a gold sun. */
export const heroCampusUrl: string = heroCampus;
/** An open book over an eight-pointed star, with stars and a crescent. */
export const heroLearningUrl: string = heroLearning;
/** A graduation cap between two laurel branches. */
export const heroCommunityUrl: string = heroCommunity;
/** The three hero slides, in order. */
export const heroArtwork: readonly string[] = [heroCampusUrl, heroLearningUrl, heroCommunityUrl];
/** The image of an article that has none (a book on the star pattern). */
export const articleFallbackUrl: string = articleFallback;
/** The image of a news item that has none: a newspaper on the star pattern, green and gold. */
export const newsFallbackUrl: string = newsFallback;
/** The image of a blog post that has none: a pen on the star pattern, in earth tones. */
export const blogFallbackUrl: string = blogFallback;
/** The placeholder of a content item without an image, by its type. */
export function contentFallbackUrl(type: string): string {
  return type === 'news' ? newsFallbackUrl : type === 'blog' ? blogFallbackUrl : articleFallbackUrl;
}
/** Stands in for a portrait that has not been provided yet. */
export const portraitPlaceholderUrl: string = portraitPlaceholder;
