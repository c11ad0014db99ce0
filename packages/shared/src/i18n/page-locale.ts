import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../stores/locale-store';

/**
 * The language the page's texts are drawn in: the nearest Intl provider's, which follows the
 * address. What dates, numbers and settings translations are formatted in.
 */
export function usePageLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
