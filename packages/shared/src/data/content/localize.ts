import type { Locale } from '../../stores/locale-store';
import type { ContentItem, ContentType } from './types';

/** Languages an item may have besides French (its columns `title_ar`, `title_en`…). */
export const translationLocales = ['ar', 'en'] as const;
export type TranslationLocale = (typeof translationLocales)[number];

/** The columns of an item that carry its versions: what the public pages read. */
export type TranslatableContent = Pick<
  ContentItem,
  | 'title'
  | 'excerpt'
  | 'slug'
  | 'image_alt'
  | 'title_ar'
  | 'title_en'
  | 'excerpt_ar'
  | 'excerpt_en'
  | 'image_alt_ar'
  | 'image_alt_en'
  | 'path_slug_ar'
  | 'path_slug_en'
> &
  Partial<Pick<ContentItem, 'content' | 'content_ar' | 'content_en'>>;

/** One version of an item as a page shows it. */
export interface LocalizedContent {
  title: string;
  excerpt: string | null;
  /** Null when the row was read without its body (a list). */
  content: string | null;
  imageAlt: string | null;
  /** The language of the text above: the visitor's, or French when that version is missing. */
  lang: Locale;
  /** Whether the visitor's language has its own version (false: French is shown instead). */
  translated: boolean;
  /** The slug of the item's address in the visitor's language (`/ar/news/<slug>`). */
  slug: string;
  /** The versions that exist (French first) and the slug of each one's address. */
  versions: Partial<Record<Locale, string>>;
}

/** Whether the item has its own version in `locale` (French always exists). */
export function hasVersion(item: TranslatableContent, locale: Locale): boolean {
  if (locale === 'fr') return true;
  return Boolean(locale === 'ar' ? item.title_ar : item.title_en);
}

/**
 * The slug of the item's address in a language. An Arabic or English version without a slug
 * of its own is served under the French one, and so is a missing version (whose page then
 * shows the French text): `path_slug_ar` and `path_slug_en` are computed by the database.
 */
export function addressSlug(item: TranslatableContent, locale: Locale): string {
  if (locale === 'ar') return item.path_slug_ar ?? item.slug;
  if (locale === 'en') return item.path_slug_en ?? item.slug;
  return item.slug;
}

/** The versions that exist, each with the slug of its address. */
export function versionsOf(item: TranslatableContent): Partial<Record<Locale, string>> {
  const versions: Partial<Record<Locale, string>> = { fr: item.slug };
  for (const locale of translationLocales) {
    if (hasVersion(item, locale)) versions[locale] = addressSlug(item, locale);
  }
  return versions;
}

/** The item in the visitor's language when it exists, otherwise its French version. */
export function localizeContent(item: TranslatableContent, locale: Locale): LocalizedContent {
  const translated = hasVersion(item, locale);
  const lang: Locale = translated ? locale : 'fr';
  const pick = <T>(fr: T, ar: T, en: T): T => (lang === 'ar' ? ar : lang === 'en' ? en : fr);
  return {
    title: pick(item.title, item.title_ar ?? item.title, item.title_en ?? item.title),
    excerpt: pick(item.excerpt, item.excerpt_ar, item.excerpt_en),
    content: pick(item.content ?? null, item.content_ar ?? null, item.content_en ?? null),
    imageAlt: pick(item.image_alt, item.image_alt_ar, item.image_alt_en),
    lang,
    translated,
    slug: addressSlug(item, locale),
    versions: versionsOf(item),
  };
}

/**
 * An item's kind, as the link builders take it (`paths.article(type, slug, locale)`). The column
 * is text, but the database accepts only 'blog' and 'news' (a check constraint).
 */
export function contentTypeOf(item: Pick<ContentItem, 'type'>): ContentType {
  return item.type === 'news' ? 'news' : 'blog';
}

/** The column holding the addresses of one language (`slug` for French). */
export function addressColumn(locale: Locale): 'slug' | 'path_slug_ar' | 'path_slug_en' {
  return locale === 'ar' ? 'path_slug_ar' : locale === 'en' ? 'path_slug_en' : 'slug';
}
