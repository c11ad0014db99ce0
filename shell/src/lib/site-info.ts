import { siteInfoFrom, type SiteInfo } from '@school/shared';
import { useSettings } from '@school/shared/data/public';

/**
 * Shown while `site_settings` loads or when it cannot be read: the seed's own values, so the
 * header and footer keep their size and a visitor can still call or write.
 */
export const fallbackSiteInfo: SiteInfo = {
  name: null,
  phone: '+223 20 22 45 67',
  phoneHref: 'tel:+22320224567',
  email: 'contact@ecole.example',
  emailHref: 'mailto:contact@ecole.example',
  address: 'Daoudabougou, Bamako, Mali',
  whatsappUrl: 'https://wa.me/22376224567',
  // The footer shows its own translated hours, not the settings'.
  hoursWeekdays: null,
  hoursFriday: null,
  hoursSaturday: null,
};

/**
 * The school's contact details as the header and footer show them, read through TanStack Query:
 * one request for header and footer, fresh on every page load. The settings are mapped as on
 * the contact page (@school/shared's siteInfoFrom), over the fallback above.
 */
export function useSiteInfo(): SiteInfo {
  const { data } = useSettings();
  return siteInfoFrom(data, fallbackSiteInfo);
}
