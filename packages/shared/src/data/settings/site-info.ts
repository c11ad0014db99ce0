import { mailtoHref, safeWebUrl, telHref } from '../../links/setting-links';

/**
 * The school's details stored in `site_settings`, as the pages show them (the shell's header and
 * footer, the contact page). Text is null when the setting is empty and nothing replaces it.
 */
export interface SiteInfo {
  /** Null: the page shows its own translated default name. */
  name: string | null;
  phone: string | null;
  /** The links are null when the stored text cannot be a safe link: then no link. */
  phoneHref: string | null;
  email: string | null;
  emailHref: string | null;
  address: string | null;
  whatsappUrl: string | null;
  hoursWeekdays: string | null;
  hoursFriday: string | null;
  hoursSaturday: string | null;
}

/** Nothing known: every setting empty. */
export const emptySiteInfo: SiteInfo = {
  name: null,
  phone: null,
  phoneHref: null,
  email: null,
  emailHref: null,
  address: null,
  whatsappUrl: null,
  hoursWeekdays: null,
  hoursFriday: null,
  hoursSaturday: null,
};

/**
 * The settings rows (key -> value) as site info: the one mapping of the site. Values are
 * trimmed; an empty or missing setting (or no rows yet) keeps the fallback's value and link.
 * Links go through the sanitizers of links/setting-links.ts only: a setting that holds
 * `javascript:…` or `//evil.example` is shown as text at most, never followed, and never replaced
 * by the fallback's link either.
 */
export function siteInfoFrom(
  rows: readonly { key: string; value: string | null }[] | undefined,
  fallback: SiteInfo = emptySiteInfo,
): SiteInfo {
  const value = (key: string) => rows?.find((row) => row.key === key)?.value?.trim() || null;
  const phone = value('contact_phone');
  const email = value('contact_email');
  const whatsapp = value('whatsapp_url');
  return {
    name: value('site_name') ?? fallback.name,
    phone: phone ?? fallback.phone,
    phoneHref: phone ? telHref(phone) : fallback.phoneHref,
    email: email ?? fallback.email,
    emailHref: email ? mailtoHref(email) : fallback.emailHref,
    address: value('address') ?? fallback.address,
    whatsappUrl: whatsapp ? safeWebUrl(whatsapp) : fallback.whatsappUrl,
    hoursWeekdays: value('opening_hours_weekdays') ?? fallback.hoursWeekdays,
    hoursFriday: value('opening_hours_friday') ?? fallback.hoursFriday,
    hoursSaturday: value('opening_hours_saturday') ?? fallback.hoursSaturday,
  };
}
