import { loadDesignSystemCatalog } from '@school/design-system';
import { namedCatalog } from '@school/shared';

/**
 * The shell's catalog merged with the design system's built-in labels (the shell provides
 * those to every remote). One chunk per language: a page downloads only the one shown, and a
 * prerendered page none (it carries it).
 */
export const loadCatalog = namedCatalog('shell', async (locale) => {
  const [own, designSystem] = await Promise.all([
    locale === 'ar' ? import('./ar.json') : import('./en.json'),
    loadDesignSystemCatalog(locale),
  ]);
  return { default: { ...designSystem, ...own.default } };
});
