import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocaleStore, type Locale } from '../stores/locale-store';

export type Catalogs = Record<Locale, Record<string, string>>;

/**
 * Each remote owns its message catalogs; this provider picks the one for the language chosen in
 * the shell's store, so a remote follows language changes without knowing the shell.
 */
export function RemoteIntlProvider({
  catalogs,
  children,
}: {
  catalogs: Catalogs;
  children: ReactNode;
}) {
  const locale = useLocaleStore((state) => state.locale);
  return (
    <IntlProvider locale={locale} defaultLocale="fr" messages={catalogs[locale]}>
      {children}
    </IntlProvider>
  );
}
