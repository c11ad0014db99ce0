// A count in Arabic takes its noun by the number's plural category (3–10 سنوات, 11–99 سنة, 2
// سنتين…), which only ICU `plural` gives: a message that puts a counted noun straight after a
// plain argument (`{age} سنة`) says « 7 سنة ». This finds any in the Arabic catalogs, so a new
// one cannot slip in (remotes/contact's counts.test checks the forms for 0–110).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const catalogs = [
  'shell/src/i18n/ar.json',
  'design-system/src/i18n/ar.json',
  ...readdirSync(join(root, 'remotes')).map((remote) => `remotes/${remote}/src/i18n/ar.json`),
].filter((file) => existsSync(join(root, file)));

// Nouns the site counts, singular and plural forms (years, months, days, hours, minutes,
// messages, children, items, files, times, pages, results, subscribers, places).
const COUNTED =
  /^(?:سنة|سنوات|سنتين|شهر|أشهر|يوم|أيام|ساعة|ساعات|دقيقة|دقائق|ثانية|ثوان|رسالة|رسائل|طفل|أطفال|عنصر|عناصر|ملف|ملفات|مرة|مرات|صفحة|صفحات|نتيجة|نتائج|مشترك|مشتركين|مقعد|مقاعد)/;

/** The messages where a plain `{arg}` is followed by a counted noun. */
function plainCounts(/** @type {Record<string, string>} */ messages) {
  return Object.entries(messages).filter(([, text]) =>
    [...text.matchAll(/\{(\w+)\}\s*([^\s{}:،.]+)/g)].some(([, , next = '']) => COUNTED.test(next)),
  );
}

describe('Arabic counts go through ICU plural', () => {
  it('finds the catalogs', () => {
    expect(catalogs.length).toBeGreaterThanOrEqual(6);
  });

  it.each(catalogs)('%s: no counted noun after a plain argument', (file) => {
    const messages = JSON.parse(readFileSync(join(root, file), 'utf8'));
    expect(plainCounts(messages).map(([key]) => key)).toEqual([]);
  });

  it('would catch « {age} سنة » and let a plural through', () => {
    expect(plainCounts({ a: 'عمر طفلك {age} سنة' })).toHaveLength(1);
    expect(plainCounts({ b: 'عمر طفلك {age, plural, few {# سنوات} other {# سنة}}' })).toHaveLength(
      0,
    );
  });
});
