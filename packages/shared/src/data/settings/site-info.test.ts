import { emptySiteInfo, siteInfoFrom, type SiteInfo } from './site-info';

const rows = (values: Record<string, string | null>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }));

const fallback: SiteInfo = {
  ...emptySiteInfo,
  phone: '+223 20 22 45 67',
  phoneHref: 'tel:+22320224567',
  email: 'contact@ecole.example',
  emailHref: 'mailto:contact@ecole.example',
  address: 'Bamako',
  whatsappUrl: 'https://wa.me/22376224567',
};

describe('siteInfoFrom', () => {
  it('maps every setting, trimmed, with its link', () => {
    expect(
      siteInfoFrom(
        rows({
          site_name: ' École ',
          contact_phone: '+223 70 11 22 33',
          contact_email: 'direction@ecole.example',
          address: 'Daoudabougou, Bamako',
          whatsapp_url: 'https://wa.me/22370112233',
          opening_hours_weekdays: 'Lundi - Jeudi : 7h30 - 16h30',
          opening_hours_friday: 'Vendredi : 7h30 - 12h00',
          opening_hours_saturday: 'Samedi : 8h00 - 12h00',
        }),
      ),
    ).toEqual({
      name: 'École',
      phone: '+223 70 11 22 33',
      phoneHref: 'tel:+22370112233',
      email: 'direction@ecole.example',
      emailHref: 'mailto:direction@ecole.example',
      address: 'Daoudabougou, Bamako',
      whatsappUrl: 'https://wa.me/22370112233',
      hoursWeekdays: 'Lundi - Jeudi : 7h30 - 16h30',
      hoursFriday: 'Vendredi : 7h30 - 12h00',
      hoursSaturday: 'Samedi : 8h00 - 12h00',
    });
  });

  it('knows nothing before the rows arrive, or the fallback given', () => {
    expect(siteInfoFrom(undefined)).toEqual(emptySiteInfo);
    expect(siteInfoFrom(undefined, fallback)).toEqual(fallback);
  });

  it('keeps the fallback, link included, for a setting left empty or blank', () => {
    const info = siteInfoFrom(
      rows({ contact_phone: '  ', contact_email: null, address: '', site_name: 'École' }),
      fallback,
    );
    expect(info).toEqual({ ...fallback, name: 'École' });
  });

  // Issue #15, finding 9: a stored link is followed only when the sanitizers allow it, and an
  // unsafe one is not swapped for the fallback's link under the stored text either.
  it('shows unsafe stored links as text without a link', () => {
    const info = siteInfoFrom(
      rows({
        whatsapp_url: 'javascript:alert(document.cookie)',
        contact_email: 'victim@x.yz?cc=attacker@evil.example',
        contact_phone: 'appelez-nous',
      }),
      fallback,
    );
    expect(info.whatsappUrl).toBeNull();
    expect(info.email).toBe('victim@x.yz?cc=attacker@evil.example');
    expect(info.emailHref).toBeNull();
    expect(info.phone).toBe('appelez-nous');
    expect(info.phoneHref).toBeNull();
  });
});
