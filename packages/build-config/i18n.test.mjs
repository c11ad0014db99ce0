import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { navMenus, routes } from '@school/platform/route-table';
import {
  checkAppCatalogs,
  checkRouteTexts,
  messageApps,
  pluginCompiledCatalogs,
  repoRoot,
  verifyTranslations,
} from './i18n.mjs';

describe.each(messageApps)('messages of %s', (app) => {
  it('are all declared with French defaults and translated in ar.json and en.json, none unused', () => {
    expect(checkAppCatalogs(app).problems).toEqual([]);
  });
});

describe('the compiled catalogs plugin', () => {
  it("compiles an app's catalogs and its parts' (src/i18n/<part>/), nothing else", () => {
    /** @type {(config: import('@rsbuild/core').Rspack.Configuration) => void} */
    let modify = () => undefined;
    const api = /** @type {any} */ ({
      context: { rootPath: join(repoRoot, 'remotes', 'home') },
      modifyRspackConfig: (/** @type {typeof modify} */ change) => (modify = change),
    });
    pluginCompiledCatalogs().setup(api);
    /** @type {import('@rsbuild/core').Rspack.Configuration} */
    const config = {};
    modify(config);
    const rule = /** @type {{ test: RegExp }} */ (
      config.module?.rules?.find((item) =>
        JSON.stringify(item && typeof item === 'object' && item.use).includes('icu-catalog'),
      )
    );
    const compiled = (/** @type {string} */ path) => rule.test.test(path);
    expect(compiled('/app/src/i18n/ar.json')).toBe(true);
    expect(compiled('/app/src/i18n/en.json')).toBe(true);
    expect(compiled('/app/src/i18n/sections/ar.json')).toBe(true);
    expect(compiled('C:\\app\\src\\i18n\\sections\\en.json')).toBe(true);
    expect(compiled('/app/src/i18n/identical.json')).toBe(false);
    expect(compiled('/app/src/i18n/sections/fr.json')).toBe(false);
    expect(compiled('/app/src/data/ar.json')).toBe(false);
  });
});

describe("the route table's navigation words", () => {
  it('exist in every language, the Arabic translated', () => {
    expect(checkRouteTexts(routes, navMenus)).toEqual([]);
  });

  it('are reported when missing, empty or left in French', () => {
    const problems = checkRouteTexts(
      [
        ...routes,
        {
          prefix: '/galerie',
          app: 'about-direction',
          nav: {
            order: 1,
            groups: ['header'],
            label: /** @type {any} */ ({ fr: 'Galerie', ar: 'Galerie' }),
            menu: { name: 'about', label: { fr: 'Photos', ar: 'صور', en: ' ' } },
          },
        },
      ],
      { ...navMenus, more: { label: /** @type {any} */ ({ fr: 'Plus', en: 'More' }) } },
    );
    expect(problems).toEqual([
      '/galerie label: no en text',
      '/galerie label: the Arabic is the French ("Galerie")',
      '/galerie menu label: no en text',
      'menu "more": no ar text',
    ]);
  });
});

describe('the catalog check', () => {
  it('reports a missing, an unused and an untranslated key', () => {
    const dir = mkdtempSync(join(repoRoot, 'node_modules', '.i18n-check-'));
    mkdirSync(join(dir, 'src', 'i18n'), { recursive: true });
    writeFileSync(
      join(dir, 'src', 'page.ts'),
      `import { defineMessages } from 'react-intl';
export const m = defineMessages({
  a: { id: 'x.title', defaultMessage: 'Bonjour' },
  b: { id: 'x.blog', defaultMessage: 'Blog' },
  c: { id: 'x.new', defaultMessage: 'Nouveau' },
});`,
    );
    writeFileSync(
      join(dir, 'src', 'i18n', 'ar.json'),
      JSON.stringify({ 'x.title': 'مرحبا {who}', 'x.blog': 'مدونة', 'x.new': 'جديد' }),
    );
    writeFileSync(
      join(dir, 'src', 'i18n', 'en.json'),
      JSON.stringify({ 'x.title': 'Bonjour', 'x.blog': 'Blog', 'x.old': 'Old' }),
    );
    writeFileSync(join(dir, 'src', 'i18n', 'identical.json'), JSON.stringify({ en: ['x.blog'] }));
    const { problems } = checkAppCatalogs(relative(repoRoot, dir));
    rmSync(dir, { recursive: true });
    expect([...problems].sort()).toEqual([
      expect.stringMatching(/^ar: "x\.title" does not have the French's structure: .*who/),
      'en: "x.old" is not used by the code',
      expect.stringContaining('en: "x.title" is identical to the French'),
      'en: missing "x.new"',
    ]);
  });

  it('reads a catalog split in parts as one, each message in one part and every part in both languages', () => {
    const dir = mkdtempSync(join(repoRoot, 'node_modules', '.i18n-check-'));
    mkdirSync(join(dir, 'src', 'i18n', 'later'), { recursive: true });
    writeFileSync(
      join(dir, 'src', 'page.ts'),
      `import { defineMessages } from 'react-intl';
export const m = defineMessages({
  a: { id: 'x.title', defaultMessage: 'Bonjour' },
  b: { id: 'x.later', defaultMessage: 'Plus tard' },
  c: { id: 'x.footer', defaultMessage: 'Pied' },
});`,
    );
    const write = (/** @type {string} */ file, /** @type {object} */ messages) =>
      writeFileSync(join(dir, 'src', 'i18n', file), JSON.stringify(messages));
    write('ar.json', { 'x.title': 'مرحبا', 'x.footer': 'تذييل' });
    write('later/ar.json', { 'x.later': 'لاحقا', 'x.footer': 'تذييل' });
    write('en.json', { 'x.title': 'Hello' });
    write('later/en.json', { 'x.later': 'Later' });
    const app = relative(repoRoot, dir);
    const split = checkAppCatalogs(app).problems;
    expect(split).toEqual([
      'ar: "x.footer" is in two parts (later/ and another)',
      'en: missing "x.footer"',
    ]);
    write('later/en.json', { 'x.later': 'Later', 'x.footer': 'Footer' });
    write('ar.json', { 'x.title': 'مرحبا' });
    expect(checkAppCatalogs(app).problems).toEqual([]);
    rmSync(join(dir, 'src', 'i18n', 'later', 'en.json'));
    const partless = checkAppCatalogs(app).problems;
    rmSync(dir, { recursive: true });
    expect([...partless].sort()).toEqual([
      'en: missing "x.footer"',
      'en: missing "x.later"',
      `${app}/src/i18n/later/en.json is missing`,
    ]);
  });

  it("reports, through formatjs verify, a translation whose placeholders or structure differ from the French's", () => {
    const french = /** @type {Record<'count' | 'bold' | 'plain' | 'broken', string>} */ (
      Object.fromEntries([
        ['count', 'Bonjour {name}, {count, plural, one {# message} other {# messages}}'],
        ['bold', '<b>{n}</b> élèves'],
        ['plain', 'Texte simple'],
        ['broken', 'Ouvert'],
      ])
    );
    expect(
      verifyTranslations(french, {
        en: {
          count: 'Hello {name}, {count, plural, one {# message} other {# messages}}',
          bold: '<b>{n}</b> pupils',
          plain: 'Plain text',
          broken: 'Open',
        },
      }),
    ).toEqual([]);
    const problems = verifyTranslations(french, {
      ar: {
        count: 'مرحبا {name}، {count, select, one {# رسالة} other {# رسائل}}',
        bold: '{n} تلاميذ',
        plain: 'نص {extra}',
        broken: '{oops',
        unused: 'زائد',
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^ar: "count" does not have the French's structure: .*plural.*select/,
        ),
        expect.stringMatching(/^ar: "bold" does not have the French's structure/),
        expect.stringMatching(/^ar: "plain" does not have the French's structure: .*extra/),
        expect.stringMatching(
          /^ar: "broken" does not have the French's structure: .*EXPECT_ARGUMENT_CLOSING_BRACE/,
        ),
        'ar: "unused" is not used by the code',
      ]),
    );
    expect(problems).toHaveLength(5);
    expect(verifyTranslations(french, { en: { count: french.count, bold: french.bold } })).toEqual([
      'en: missing "plain"',
      'en: missing "broken"',
    ]);
  });
});
