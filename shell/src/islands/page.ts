import {
  createPageData,
  loadCatalogOnce,
  useLocaleStore,
  type CatalogMessages,
  type Locale,
  type PageData,
} from '@school/shared';
import { loadCatalog } from '../i18n/catalogs';
import { startRuntimeConfig, takePage } from '../lib/page-start';

/** What every island of a page needs, once: the language, its catalog, the map, the page's data. */
export interface IslandPage {
  locale: Locale;
  messages: CatalogMessages;
  /** The data the page's HTML was drawn with (its dehydrated cache): what islands hydrate with. */
  pageData: PageData;
}

let page: Promise<IslandPage> | null = null;

/**
 * Starts the page for its islands, the first time one needs it: the shell's catalog in the
 * page's language travels with the page (nothing to download), the runtime map registers the
 * remotes, and the page's reads answer from the data it came with (TanStack Query loads only
 * when one needs more, as in the app).
 */
export function islandPage(): Promise<IslandPage> {
  page ??= (async () => {
    const state = takePage();
    await startRuntimeConfig();
    const locale = useLocaleStore.getState().locale;
    const messages = await loadCatalogOnce(loadCatalog, locale);
    const pageData = createPageData(state?.cache ?? null, (seed) =>
      import('../app/query-layer').then(({ loadQueryLayer }) => loadQueryLayer(seed)),
    );
    return { locale, messages, pageData };
  })();
  return page;
}
