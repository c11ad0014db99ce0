import { mailtoHref, safeWebUrl, telHref } from '../../links/setting-links';
import { DEFAULT_LOCALE, type Locale } from '../../stores/locale-store';
import type { Json } from '../../supabase/database.types';
import { isHttpsUrl, openingHoursOf, trimSetting, type OpeningHoursSlot } from './setting-rules';

/** The settings that are texts in the site's languages. */
export type LocalizedField = 'name' | 'tagline' | 'description' | 'address';

/** The school's social networks, shown as the footer's icons. */
export interface SocialLinks {
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
}

/**
 * The school's details stored in `site_settings`, as the pages show them (the shell's header and
 * footer, the contact page, structured data), in one language. Text is null when the setting is
 * empty and nothing replaces it.
 */
export interface SiteInfo {
  /** Null: the page shows its own translated default name. */
  name: string | null;
  tagline: string | null;
  description: string | null;
  address: string | null;
  /**
   * The language each text is written in: the one asked for, or another when the setting has no
   * version in it (the page marks such a text with `lang`).
   */
  textLang: Record<LocalizedField, Locale>;
  phone: string | null;
  /** The links are null when the stored text cannot be a safe link: then no link. */
  phoneHref: string | null;
  email: string | null;
  emailHref: string | null;
  whatsappUrl: string | null;
  /** The opening hours, in the order stored; render them with openingHoursLines. */
  hours: readonly OpeningHoursSlot[] | null;
  /** Only `https:` addresses that pass the settings' rule; null hides the icon. */
  social: SocialLinks;
}

const allIn = (locale: Locale): Record<LocalizedField, Locale> => ({
  name: locale,
  tagline: locale,
  description: locale,
  address: locale,
});

/** Nothing known: every setting empty. */
export const emptySiteInfo: SiteInfo = {
  name: null,
  tagline: null,
  description: null,
  address: null,
  textLang: allIn(DEFAULT_LOCALE),
  phone: null,
  phoneHref: null,
  email: null,
  emailHref: null,
  whatsappUrl: null,
  hours: null,
  social: { facebook: null, instagram: null, youtube: null },
};

/** The order in which languages stand in for a missing version: French first (the default). */
const standIns: readonly Locale[] = ['fr', 'en', 'ar'];

/**
 * A localized value's text in a language, or in the first other language that has one (with the
 * language it is in, for a `lang` attribute). A plain
 * string (a value written before settings were typed) is French.
 */
export function localizedSettingText(
  value: Json | undefined,
  locale: Locale,
): { text: string; lang: Locale } | null {
  if (typeof value === 'string') {
    const text = trimSetting(value);
    return text ? { text, lang: 'fr' } : null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const lang of [locale, ...standIns.filter((other) => other !== locale)]) {
    const text = value[lang];
    if (typeof text === 'string' && trimSetting(text)) return { text: trimSetting(text), lang };
  }
  return null;
}

/** An address the settings' rule accepts, as the `href` to use, or null. */
function httpsHref(text: string | null): string | null {
  return text && isHttpsUrl(text) ? safeWebUrl(text) : null;
}

/**
 * The settings rows (key -> value) as site info in one language: the one mapping of the site.
 * Texts are trimmed, in the language asked for or else French (then English, Arabic); an empty or
 * missing setting (or no rows yet) keeps the fallback's value and link. Links go through the
 * sanitizers of links/setting-links.ts only: a setting that holds `javascript:…` or
 * `//evil.example` is shown as text at most, never followed, and never replaced by the fallback's
 * link either.
 */
export function siteInfoFrom(
  rows: readonly { key: string; value: Json }[] | undefined,
  fallback: SiteInfo = emptySiteInfo,
  locale: Locale = DEFAULT_LOCALE,
): SiteInfo {
  const raw = (key: string): Json | undefined => rows?.find((row) => row.key === key)?.value;
  const text = (key: string) => {
    const value = raw(key);
    return typeof value === 'string' ? trimSetting(value) || null : null;
  };
  const localized = (key: string, field: LocalizedField) => {
    const found = localizedSettingText(raw(key), locale);
    return found
      ? { value: found.text, lang: found.lang }
      : { value: fallback[field], lang: fallback.textLang[field] };
  };
  const name = localized('site_name', 'name');
  const tagline = localized('site_tagline', 'tagline');
  const description = localized('site_description', 'description');
  const address = localized('address', 'address');
  const phone = text('contact_phone');
  const email = text('contact_email');
  const whatsapp = text('whatsapp_url');
  const social = (key: string, network: keyof SocialLinks) => {
    const stored = text(key);
    return stored ? httpsHref(stored) : fallback.social[network];
  };
  return {
    name: name.value,
    tagline: tagline.value,
    description: description.value,
    address: address.value,
    textLang: {
      name: name.lang,
      tagline: tagline.lang,
      description: description.lang,
      address: address.lang,
    },
    phone: phone ?? fallback.phone,
    phoneHref: phone ? telHref(phone) : fallback.phoneHref,
    email: email ?? fallback.email,
    emailHref: email ? mailtoHref(email) : fallback.emailHref,
    whatsappUrl: whatsapp ? httpsHref(whatsapp) : fallback.whatsappUrl,
    hours: openingHoursOf(raw('opening_hours')) ?? fallback.hours,
    social: {
      facebook: social('facebook_url', 'facebook'),
      instagram: social('instagram_url', 'instagram'),
      youtube: social('youtube_url', 'youtube'),
    },
  };
}

/**
 * The `lang` attribute a text of the site info needs on a page in `locale`: its language when it
 * is another one (an Arabic page showing the French name), else undefined.
 */
export function textLangAttribute(
  info: SiteInfo,
  field: LocalizedField,
  locale: Locale,
): Locale | undefined {
  return info[field] !== null && info.textLang[field] !== locale ? info.textLang[field] : undefined;
}
