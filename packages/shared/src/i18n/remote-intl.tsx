import { useDeferredValue, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { DEFAULT_LOCALE, useLocaleStore, type Locale } from '../stores/locale-store';
import { useCatalog, type CatalogLoader } from './catalog';

/** French renders from defaultMessage by design; anything else is a real problem. */
export function reportIntlError(locale: Locale) {
  return (error: { code: string }) => {
    const missing: string = ReactIntlErrorCode.MISSING_TRANSLATION;
    if (locale === DEFAULT_LOCALE && error.code === missing) return;
    console.error(error);
  };
}

/**
 * Each remote owns its messages (declared in code with French defaults) and its ar/en catalogs;
 * this provider follows the language chosen in the shell's store. It suspends only the first
 * time a catalog downloads (the remote's area shows its loading state then).
 */
export function RemoteIntlProvider({
  loadCatalog,
  children,
}: {
  loadCatalog: CatalogLoader;
  children: ReactNode;
}) {
  // Deferred: a language switch keeps this area in the current language until its new catalog
  // has arrived, instead of replacing it with a loading state.
  const locale = useDeferredValue(useLocaleStore((state) => state.locale));
  const messages = useCatalog(loadCatalog, locale);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      onError={reportIntlError(locale)}
    >
      {children}
    </IntlProvider>
  );
}
