import { useLocaleStore, type Locale } from '@school/shared';
import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The address is the source of truth for the language: every page under /ar/ is Arabic whatever
 * was chosen before. Start-up sets the store from the address before the first render; this keeps
 * it in step on back/forward navigation.
 */
export function LocaleScope({ locale, children }: { locale: Locale; children: ReactNode }) {
  const current = useLocaleStore((state) => state.locale);
  useLayoutEffect(() => {
    if (current !== locale) useLocaleStore.getState().setLocale(locale);
  }, [current, locale]);
  return children;
}
