import {
  defaultOpeningHours,
  emptySiteInfo,
  siteInfoFrom,
  usePageLocale,
  type SiteInfo,
} from '@school/shared';
import { useSettings } from '@school/shared/data/public';

/**
 * Shown while `site_settings` loads or when it cannot be read: the seed's own contact details
 * and the spec's hours, so the header and footer keep their size and a visitor can still call or
 * write. The texts (name, tagline, description) stay null: the shell shows its translated ones.
 */
export const fallbackSiteInfo: SiteInfo = {
  ...emptySiteInfo,
  phone: '+223 20 22 45 67',
  phoneHref: 'tel:+22320224567',
  email: 'contact@ecole.example',
  emailHref: 'mailto:contact@ecole.example',
  address: 'Daoudabougou, Bamako, Mali',
  whatsappUrl: 'https://wa.me/22376224567',
  hours: defaultOpeningHours,
};

/**
 * The school's details as the header and footer show them, in the page's language, read through
 * TanStack Query: one request for header and footer. The settings are mapped as on the contact
 * page (@school/shared's siteInfoFrom), over the fallback above.
 */
export function useSiteInfo(): SiteInfo {
  const { data } = useSettings();
  return siteInfoFrom(data, fallbackSiteInfo, usePageLocale());
}
