import { loadDesignSystemCatalog } from '@school/design-system';
import type { CatalogLoader } from '@school/shared';

/**
 * The shell's catalog merged with the design system's built-in labels (the shell provides
 * those to every remote). One chunk per language: a page downloads only the one shown.
 */
export const loadCatalog: CatalogLoader = async (locale) => {
  const [own, designSystem] = await Promise.all([
    locale === 'ar' ? import('./ar.json') : import('./en.json'),
    loadDesignSystemCatalog(locale),
  ]);
  return { default: { ...designSystem, ...own.default } };
};
