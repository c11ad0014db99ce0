import { useSettings } from '@school/shared/data/public';
import { useEffect } from 'react';

export interface SiteInfo {
  phone: string | null;
  whatsappUrl: string | null;
  email: string | null;
  address: string | null;
  hoursWeekdays: string | null;
  hoursFriday: string | null;
  hoursSaturday: string | null;
}

/** The school's contact details from `site_settings`, so the office can change them itself. */
export function useSiteInfo(): { info: SiteInfo; isPending: boolean } {
  const settings = useSettings();
  useEffect(() => {
    if (settings.error) console.error('Site settings could not be loaded:', settings.error);
  }, [settings.error]);
  const value = (key: string) =>
    settings.data?.find((setting) => setting.key === key)?.value?.trim() || null;
  return {
    isPending: settings.isPending,
    info: {
      phone: value('contact_phone'),
      whatsappUrl: safeUrl(value('whatsapp_url')),
      email: value('contact_email'),
      address: value('address'),
      hoursWeekdays: value('opening_hours_weekdays'),
      hoursFriday: value('opening_hours_friday'),
      hoursSaturday: value('opening_hours_saturday'),
    },
  };
}

/** A link taken from the database is only followed when it is http(s). */
export function safeUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** `tel:` form of a displayed number: '+223 20 22 45 67' -> 'tel:+22320224567'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An address opened in OpenStreetMap's search. */
export function mapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
