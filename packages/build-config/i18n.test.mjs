import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { navMenus, routes } from '@school/platform/route-table';
import {
  checkAppCatalogs,
  checkRouteTexts,
  placeholderNames,
  messageApps,
  repoRoot,
} from './i18n.mjs';

describe.each(messageApps)('messages of %s', (app) => {
  it('are all declared with French defaults and translated in ar.json and en.json, none unused', () => {
    expect(checkAppCatalogs(app).problems).toEqual([]);
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
      'ar: "x.title" fills in {who} but the French fills in {}',
      'en: "x.old" is not used by the code',
      expect.stringContaining('en: "x.title" is identical to the French'),
      'en: missing "x.new"',
    ]);
  });

  it('reads the names a message fills in, and says when a message is not valid ICU', () => {
    expect(
      placeholderNames('Bonjour {name}, {count, plural, one {# message} other {# messages}}'),
    ).toEqual(['count', 'name']);
    expect(placeholderNames('<b>{n}</b> élèves')).toEqual(['b', 'n']);
    expect(placeholderNames('Texte simple')).toEqual([]);
    expect(placeholderNames('{oops')).toEqual(expect.stringContaining('not a valid ICU message'));
  });
});
