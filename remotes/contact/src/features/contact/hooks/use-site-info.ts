import { mailtoHref, safeWebUrl, telHref } from '@school/shared';
import { useSettings } from '@school/shared/data/public';
import { useEffect } from 'react';

export interface SiteInfo {
  phone: string | null;
  /** Links are null when the stored text cannot make a safe one (see @school/shared's links). */
  phoneHref: string | null;
  whatsappUrl: string | null;
  email: string | null;
  emailHref: string | null;
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
      phoneHref: telHref(value('contact_phone')),
      whatsappUrl: safeWebUrl(value('whatsapp_url')),
      email: value('contact_email'),
      emailHref: mailtoHref(value('contact_email')),
      address: value('address'),
      hoursWeekdays: value('opening_hours_weekdays'),
      hoursFriday: value('opening_hours_friday'),
      hoursSaturday: value('opening_hours_saturday'),
    },
  };
}

/** An address opened in OpenStreetMap's search. */
export function mapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
