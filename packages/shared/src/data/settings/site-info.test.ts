import type { Json } from '../../supabase/database.types';
import { emptySiteInfo, siteInfoFrom, textLangAttribute, type SiteInfo } from './site-info';

const rows = (values: Record<string, Json>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }));

const fallback: SiteInfo = {
  ...emptySiteInfo,
  phone: '+223 20 22 45 67',
  phoneHref: 'tel:+22320224567',
  email: 'contact@ecole.example',
  emailHref: 'mailto:contact@ecole.example',
  address: 'Bamako',
  whatsappUrl: 'https://wa.me/22376224567',
  hours: [{ days: [1], open: '08:00', close: '12:00' }],
  social: { facebook: 'https://facebook.example/ecole', instagram: null, youtube: null },
};

const seeded = rows({
  site_name: { fr: ' École ', ar: 'المدرسة', en: 'School' },
  site_tagline: { fr: 'Devise', ar: 'شعار', en: 'Motto' },
  site_description: { fr: 'Description', ar: 'وصف', en: 'Description (en)' },
  address: { fr: 'Daoudabougou, Bamako', ar: 'داودابوغو، باماكو', en: 'Daoudabougou, Bamako' },
  contact_phone: '+223 70 11 22 33',
  contact_email: 'direction@ecole.example',
  whatsapp_url: 'https://wa.me/22370112233',
  opening_hours: [
    { days: [1, 2, 3, 4], open: '07:30', close: '16:30' },
    { days: [6], open: '08:00', close: '12:00' },
  ],
  facebook_url: 'https://www.facebook.com/ecole.example',
  instagram_url: 'https://www.instagram.com/ecole.example',
  youtube_url: '',
});

describe('siteInfoFrom', () => {
  it('maps every setting in the language asked for, trimmed, with its link', () => {
    expect(siteInfoFrom(seeded, emptySiteInfo, 'ar')).toEqual({
      name: 'المدرسة',
      tagline: 'شعار',
      description: 'وصف',
      address: 'داودابوغو، باماكو',
      textLang: { name: 'ar', tagline: 'ar', description: 'ar', address: 'ar' },
      phone: '+223 70 11 22 33',
      phoneHref: 'tel:+22370112233',
      email: 'direction@ecole.example',
      emailHref: 'mailto:direction@ecole.example',
      whatsappUrl: 'https://wa.me/22370112233',
      hours: [
        { days: [1, 2, 3, 4], open: '07:30', close: '16:30' },
        { days: [6], open: '08:00', close: '12:00' },
      ],
      social: {
        facebook: 'https://www.facebook.com/ecole.example',
        instagram: 'https://www.instagram.com/ecole.example',
        youtube: null,
      },
    });
    expect(siteInfoFrom(seeded, emptySiteInfo, 'en').name).toBe('School');
    // French by default, trimmed.
    expect(siteInfoFrom(seeded).name).toBe('École');
  });

  it('shows the French version, marked as French, of a text with no version in the language', () => {
    const info = siteInfoFrom(
      rows({ site_name: { fr: 'École', ar: '  ' }, site_tagline: { en: 'Motto' } }),
      emptySiteInfo,
      'ar',
    );
    expect(info.name).toBe('École');
    expect(info.textLang.name).toBe('fr');
    // With no French either, the next language that has one.
    expect(info.tagline).toBe('Motto');
    expect(info.textLang.tagline).toBe('en');
  });

  it('reads a text stored before settings were typed as French', () => {
    const info = siteInfoFrom(rows({ site_name: 'Complexe' }), emptySiteInfo, 'en');
    expect(info.name).toBe('Complexe');
    expect(info.textLang.name).toBe('fr');
  });

  it('knows nothing before the rows arrive, or the fallback given', () => {
    expect(siteInfoFrom(undefined)).toEqual(emptySiteInfo);
    expect(siteInfoFrom(undefined, fallback)).toEqual(fallback);
  });

  it('keeps the fallback, link included, for a setting left empty or blank', () => {
    const info = siteInfoFrom(
      rows({
        contact_phone: '  ',
        contact_email: '',
        address: { fr: '' },
        site_name: { fr: 'École' },
        facebook_url: '',
        opening_hours: [],
      }),
      fallback,
    );
    expect(info).toEqual({ ...fallback, name: 'École' });
  });

  it('keeps the fallback hours when the stored ones are not valid hours', () => {
    for (const hours of [
      'Lundi - Jeudi : 7h30 - 16h30',
      [{ days: [1], open: '16:30', close: '07:30' }],
      [{ days: [8], open: '07:30', close: '16:30' }],
    ]) {
      expect(siteInfoFrom(rows({ opening_hours: hours }), fallback).hours).toBe(fallback.hours);
    }
  });

  // A stored link is followed only when the sanitizers allow it, and an
  // unsafe one is not swapped for the fallback's link under the stored text either.
  it('shows unsafe stored links as text without a link, and no icon for an unsafe network', () => {
    const info = siteInfoFrom(
      rows({
        whatsapp_url: 'javascript:alert(document.cookie)',
        contact_email: 'victim@x.yz?cc=attacker@evil.example',
        contact_phone: 'appelez-nous',
        facebook_url: 'http://www.facebook.com/ecole',
        instagram_url: 'https://evil.example@www.instagram.com/x',
        youtube_url: 'javascript://www.youtube.com/%0aalert(1)',
      }),
      fallback,
    );
    expect(info.whatsappUrl).toBeNull();
    expect(info.email).toBe('victim@x.yz?cc=attacker@evil.example');
    expect(info.emailHref).toBeNull();
    expect(info.phone).toBe('appelez-nous');
    expect(info.phoneHref).toBeNull();
    expect(info.social).toEqual({ facebook: null, instagram: null, youtube: null });
  });
});

describe('textLangAttribute', () => {
  it('names the language of a text only when it is not the page’s', () => {
    const info = siteInfoFrom(
      rows({ site_name: { fr: 'École' }, site_tagline: { fr: 'Devise', ar: 'شعار' } }),
      emptySiteInfo,
      'ar',
    );
    expect(textLangAttribute(info, 'name', 'ar')).toBe('fr');
    expect(textLangAttribute(info, 'tagline', 'ar')).toBeUndefined();
    // Nothing shown, nothing to mark.
    expect(textLangAttribute(info, 'address', 'ar')).toBeUndefined();
  });
});
