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
  /**
   * An app of its own under node_modules (the check reads apps by their path from the root):
   * `src/page.ts` declares `messages` (id -> French), `write(file, catalog)` writes
   * `src/i18n/<file>`. `remove()` deletes it.
   * @param {Record<string, string>} messages
   */
  function fixtureApp(messages) {
    const dir = mkdtempSync(join(repoRoot, 'node_modules', '.i18n-check-'));
    mkdirSync(join(dir, 'src', 'i18n'), { recursive: true });
    const declared = Object.entries(messages)
      .map(([id, french], n) => `  m${n}: { id: '${id}', defaultMessage: '${french}' },`)
      .join('\n');
    writeFileSync(
      join(dir, 'src', 'page.ts'),
      `import { defineMessages } from 'react-intl';\nexport const m = defineMessages({\n${declared}\n});`,
    );
    return {
      app: relative(repoRoot, dir),
      write: (/** @type {string} */ file, /** @type {object} */ catalog) => {
        mkdirSync(join(dir, 'src', 'i18n', file, '..'), { recursive: true });
        writeFileSync(join(dir, 'src', 'i18n', file), JSON.stringify(catalog));
      },
      /** @param {string} file */
      drop: (file) => rmSync(join(dir, 'src', 'i18n', file)),
      remove: () => rmSync(dir, { recursive: true }),
    };
  }

  it('reports a missing, an unused and an untranslated key', () => {
    const { app, write, remove } = fixtureApp({
      'x.title': 'Bonjour',
      'x.blog': 'Blog',
      'x.new': 'Nouveau',
    });
    write('ar.json', { 'x.title': 'مرحبا {who}', 'x.blog': 'مدونة', 'x.new': 'جديد' });
    write('en.json', { 'x.title': 'Bonjour', 'x.blog': 'Blog', 'x.old': 'Old' });
    write('identical.json', { en: ['x.blog'] });
    const { problems } = checkAppCatalogs(app);
    remove();
    expect([...problems].sort()).toEqual([
      expect.stringMatching(/^ar: "x\.title" does not have the French's structure: .*who/),
      'en: "x.old" is not used by the code',
      expect.stringContaining('en: "x.title" is identical to the French'),
      'en: missing "x.new"',
    ]);
  });

  it('reads a catalog split in parts as one, each message in one part and every part in both languages', () => {
    const { app, write, drop, remove } = fixtureApp({
      'x.title': 'Bonjour',
      'x.later': 'Plus tard',
      'x.footer': 'Pied',
    });
    write('ar.json', { 'x.title': 'مرحبا', 'x.footer': 'تذييل' });
    write('later/ar.json', { 'x.later': 'لاحقا', 'x.footer': 'تذييل' });
    write('en.json', { 'x.title': 'Hello' });
    write('later/en.json', { 'x.later': 'Later' });
    const split = checkAppCatalogs(app).problems;
    expect(split).toEqual([
      'ar: "x.footer" is in two parts (later/ and another)',
      'en: missing "x.footer"',
    ]);
    write('later/en.json', { 'x.later': 'Later', 'x.footer': 'Footer' });
    write('ar.json', { 'x.title': 'مرحبا' });
    expect(checkAppCatalogs(app).problems).toEqual([]);
    drop('later/en.json');
    const partless = checkAppCatalogs(app).problems;
    remove();
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
    // « de {name} » elided in French only (`{nameDe}`): the translations say it with `{name}`.
    const elided = { done: 'La pré-inscription {nameDe} est reçue.' };
    expect(
      verifyTranslations(elided, { en: { done: "{name}'s pre-registration is in." } }),
    ).toEqual([]);
    expect(verifyTranslations(elided, { en: { done: 'The pre-registration is in.' } })).toEqual([
      expect.stringMatching(/^en: "done" does not have the French's structure/),
    ]);
    expect(verifyTranslations(french, { en: { count: french.count, bold: french.bold } })).toEqual([
      'en: missing "plain"',
      'en: missing "broken"',
    ]);
  });
});
