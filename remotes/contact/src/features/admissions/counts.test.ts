// Every count the admissions page says goes through ICU plural: in Arabic the noun follows the
// number's category (3–10 سنوات, 11–99 سنة, 2 سنتين, 1 سنة واحدة), in French 0 and 1 take the
// singular. Checked for every age from 0 to 110 with the catalogs the page ships.
import { createIntl } from 'react-intl';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { agesText, levelAgeError } from './messages';

const intlIn = (locale: 'fr' | 'ar' | 'en') =>
  createIntl({
    locale,
    defaultLocale: 'fr',
    messages: locale === 'ar' ? ar : locale === 'en' ? en : {},
  });

/** The Arabic word for "year(s)" each plural category takes after a number. */
const arabicYears: Record<string, RegExp> = {
  zero: /^0 سنة$/,
  one: /^سنة واحدة$/,
  two: /^سنتين$/,
  few: /^\d+ سنوات$/,
  many: /^\d+ سنة$/,
  other: /^\d+ سنة$/,
};

describe('counts of years, 0 to 110', () => {
  const ages = Array.from({ length: 111 }, (_, n) => n);

  it('in Arabic, each in its plural category', () => {
    const intl = intlIn('ar');
    const rules = new Intl.PluralRules('ar');
    for (const n of ages) {
      const range = intl.formatMessage(agesText, { min: 0, max: n });
      const years = range.replace(/^من 0 إلى /, '');
      expect(years, `${n}: ${range}`).toMatch(arabicYears[rules.select(n)]!);
      const error = intl.formatMessage(levelAgeError, {
        level: 'الابتدائي',
        min: 6,
        max: 11,
        age: n,
        date: '1 أكتوبر 2026',
      });
      const said = /سيكون عمر طفلك (.+) في/.exec(error)?.[1] ?? '';
      expect(said, `${n}: ${error}`).toMatch(arabicYears[rules.select(n)]!);
    }
  });

  it('in French and English, singular for one', () => {
    for (const n of ages) {
      const fr = intlIn('fr').formatMessage(agesText, { min: 0, max: n });
      expect(fr).toBe(`0 à ${n} ${n <= 1 ? 'an' : 'ans'}`);
      const en = intlIn('en').formatMessage(agesText, { min: 0, max: n });
      expect(en).toBe(`0 to ${n} ${n === 1 ? 'year' : 'years'}`);
    }
  });
});
