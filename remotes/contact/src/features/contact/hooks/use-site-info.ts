import {
  defaultOpeningHours,
  emptySiteInfo,
  siteInfoFrom,
  usePageLocale,
  type Locale,
  type SiteInfo,
} from '@school/shared';
import { useSettings } from '@school/shared/data/public';
import { useEffect } from 'react';

/**
 * The school's contact details from `site_settings`, so the office can change them itself, in the
 * page's language; mapped as in the shell's header and footer (@school/shared's siteInfoFrom).
 * While they load the page shows placeholders; hours that cannot be read are the spec's, as in
 * the footer.
 */
export function useSiteInfo(): { info: SiteInfo; isPending: boolean; locale: Locale } {
  const settings = useSettings();
  const locale = usePageLocale();
  useEffect(() => {
    if (settings.error) console.error('Site settings could not be loaded:', settings.error);
  }, [settings.error]);
  return {
    isPending: settings.isPending,
    locale,
    info: siteInfoFrom(
      settings.data,
      { ...emptySiteInfo, hours: settings.isPending ? null : defaultOpeningHours },
      locale,
    ),
  };
}

/** An address opened in OpenStreetMap's search. */
export function mapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
