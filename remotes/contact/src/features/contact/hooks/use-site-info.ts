import { siteInfoFrom, type SiteInfo } from '@school/shared';
import { useSettings } from '@school/shared/data/public';
import { useEffect } from 'react';

/**
 * The school's contact details from `site_settings`, so the office can change them itself;
 * mapped as in the shell's header and footer (@school/shared's siteInfoFrom), without the
 * shell's fallback: while they load the page shows placeholders, and its own hours.
 */
export function useSiteInfo(): { info: SiteInfo; isPending: boolean } {
  const settings = useSettings();
  useEffect(() => {
    if (settings.error) console.error('Site settings could not be loaded:', settings.error);
  }, [settings.error]);
  return { isPending: settings.isPending, info: siteInfoFrom(settings.data) };
}

/** An address opened in OpenStreetMap's search. */
export function mapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
