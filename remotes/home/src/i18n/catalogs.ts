import { namedCatalog, type CatalogLoader } from '@school/shared';

/**
 * The Arabic or English catalog, downloaded only when that language is shown: the words of the
 * page's first load (its head and the hero, `features/home/messages.ts`). A prerendered page
 * carries it in its HTML.
 */
export const loadCatalog = namedCatalog('home', (locale) =>
  locale === 'ar' ? import('./ar.json') : import('./en.json'),
);

/**
 * The words of the sections below the hero (`features/home/section-messages.ts`), which come
 * with their code (later-sections.ts): on /ar the first load carries the hero's words only.
 * Unnamed, so never in the HTML either.
 */
export const loadSectionCatalog: CatalogLoader = (locale) =>
  locale === 'ar' ? import('./sections/ar.json') : import('./sections/en.json');
