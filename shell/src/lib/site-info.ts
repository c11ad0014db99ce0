import { mailtoHref, safeWebUrl, telHref } from '@school/shared';
import { useSettings } from '@school/shared/data/public';

/** The school's contact details as the header and footer show them. */
export interface SiteInfo {
  /** Null until the settings arrive: the header shows its translated default name meanwhile. */
  name: string | null;
  phone: string;
  /** The links below are null when the stored text cannot be a safe link: then no link. */
  phoneHref: string | null;
  email: string;
  emailHref: string | null;
  address: string;
  chatUrl: string | null;
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
  emailHref: 'mailto:contact@ecole.example',
  address: 'Daoudabougou, Bamako, Mali',
  chatUrl: 'https://wa.me/22376224567',
};

/**
 * The settings rows (key -> value) merged over the fallback; empty values keep the fallback.
 * Links go through @school/shared's sanitizers, the same as the contact page's: a setting that
 * holds `javascript:…` or `//evil.example` is shown as text at most, never followed.
 */
export function siteInfoFrom(
  rows: readonly { key: string; value: string | null }[] | undefined,
): SiteInfo {
  const value = (key: string) => rows?.find((row) => row.key === key)?.value?.trim() || undefined;
  const phone = value('contact_phone');
  const email = value('contact_email');
  const chat = value('whatsapp_url');
  return {
    name: value('site_name') ?? fallbackSiteInfo.name,
    phone: phone ?? fallbackSiteInfo.phone,
    phoneHref: phone ? telHref(phone) : fallbackSiteInfo.phoneHref,
    email: email ?? fallbackSiteInfo.email,
    emailHref: email ? mailtoHref(email) : fallbackSiteInfo.emailHref,
    address: value('address') ?? fallbackSiteInfo.address,
    chatUrl: chat ? safeWebUrl(chat) : fallbackSiteInfo.chatUrl,
  };
}

/** Read through TanStack Query: one request for header and footer, fresh on every page load. */
export function useSiteInfo(): SiteInfo {
  const { data } = useSettings();
  return siteInfoFrom(data);
}
