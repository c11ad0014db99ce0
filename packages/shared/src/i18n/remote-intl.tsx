import { use, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type ResolvedIntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, useLocaleStore, type Locale } from '../stores/locale-store';

/** @deprecated every remote moves to declared messages + loadCatalog; removed once none is left. */
export type Catalogs = Record<Locale, Record<string, string>>;

export type CatalogMessages = ResolvedIntlConfig['messages'];
/** Loads one language's catalog (a dynamic import, so a page downloads only the one shown). */
export type CatalogLoader = (locale: Exclude<Locale, 'fr'>) => Promise<{ default: CatalogMessages }>;

const cache = new WeakMap<CatalogLoader, Map<Locale, Promise<CatalogMessages>>>();

function catalogFor(load: CatalogLoader, locale: Locale): Promise<CatalogMessages> {
  let perLocale = cache.get(load);
  if (!perLocale) {
    perLocale = new Map<Locale, Promise<CatalogMessages>>();
    cache.set(load, perLocale);
  }
  let pending = perLocale.get(locale);
  if (!pending) {
    // French is the messages' own defaultMessage: no catalog to fetch.
    pending = locale === 'fr' ? Promise.resolve({}) : load(locale).then((m) => m.default);
    perLocale.set(locale, pending);
  }
  return pending;
}

/**
 * Each remote owns its messages (declared in code with French defaults) and its ar/en catalogs;
 * this provider follows the language chosen in the shell's store and suspends while the
 * catalog of a newly chosen language downloads.
 */
export function RemoteIntlProvider(
  props: { loadCatalog: CatalogLoader; children: ReactNode } | { catalogs: Catalogs; children: ReactNode },
) {
  const locale = useLocaleStore((state) => state.locale);
  const messages = 'catalogs' in props ? props.catalogs[locale] : use(catalogFor(props.loadCatalog, locale));
  const { children } = props;
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      onError={(error) => {
        // French renders from defaultMessage by design; anything else is a real problem.
        if (locale === DEFAULT_LOCALE && error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
        console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
}
