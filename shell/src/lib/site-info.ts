import { useSettings } from '@school/shared/data/public';

/** The school's contact details as the header and footer show them. */
export interface SiteInfo {
  /** Null until the settings arrive: the header shows its translated default name meanwhile. */
  name: string | null;
  phone: string;
  phoneHref: string;
  email: string;
  address: string;
  chatUrl: string;
}

/**
 * Shown while `site_settings` loads or when it cannot be read: the seed's own values, so the
 * header and footer keep their size and a visitor can still call or write.
 */
export const fallbackSiteInfo: SiteInfo = {
  name: null,
  phone: '+223 20 22 45 67',
  phoneHref: 'tel:+22320224567',
  email: 'contact@ecole.example',
  address: 'Daoudabougou, Bamako, Mali',
  chatUrl: 'https://wa.me/22376224567',
};

/** `tel:` link of a phone number written for people ('+223 20 22 45 67'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The settings rows (key -> value) merged over the fallback; empty values keep the fallback. */
export function siteInfoFrom(
  rows: readonly { key: string; value: string | null }[] | undefined,
): SiteInfo {
  const value = (key: string) => rows?.find((row) => row.key === key)?.value?.trim() || undefined;
  const phone = value('contact_phone');
  return {
    name: value('site_name') ?? fallbackSiteInfo.name,
    phone: phone ?? fallbackSiteInfo.phone,
    phoneHref: phone ? telHref(phone) : fallbackSiteInfo.phoneHref,
    email: value('contact_email') ?? fallbackSiteInfo.email,
    address: value('address') ?? fallbackSiteInfo.address,
    chatUrl: value('whatsapp_url') ?? fallbackSiteInfo.chatUrl,
  };
}

/** Read through TanStack Query: one request for header and footer, fresh on every page load. */
export function useSiteInfo(): SiteInfo {
  const { data } = useSettings();
  return siteInfoFrom(data);
}
