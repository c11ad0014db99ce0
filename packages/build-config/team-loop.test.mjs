// `npm test -- <folder>` (scripts/lib/team-loop.mjs): which projects a change can break and which
// end-to-end specs visit the pages of the apps it draws, on the real workspace and on made-up
// spec texts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  affectedProjects,
  appsDrawn,
  pagesPattern,
  specsVisiting,
  testsVisiting,
  typeConsumers,
  workspaceProjects,
} from '../../scripts/lib/team-loop.mjs';

const root = join(import.meta.dirname, '..', '..');
const projects = workspaceProjects(root);
/** @param {string[]} names */
const folders = (names) => affectedProjects(projects, names).map((p) => p.folder);

describe('the projects a change reaches', () => {
  it('a remote alone: nothing depends on it, and the shell type-checks against its types', () => {
    const chosen = affectedProjects(projects, ['blog-news']);
    expect(chosen.map((p) => p.folder)).toEqual(['blog-news']);
    expect(typeConsumers(projects, chosen).map((p) => p.folder)).toEqual(['shell']);
    expect(appsDrawn(chosen)).toEqual(['blog-news']);
  });

  it('a package reaches every project that depends on it, through other packages too', () => {
    const reached = folders(['design-system']);
    for (const folder of ['design-system', 'shared', 'shell', 'home', 'blog-news', 'admin']) {
      expect(reached).toContain(folder);
    }
    expect(reached).not.toContain('supabase');
    // The shell draws every page's layout: every app's pages are the change's.
    expect(appsDrawn(affectedProjects(projects, ['design-system']))).toHaveLength(6);
  });

  it('several names, and an unknown one refused with the known ones listed', () => {
    expect(folders(['home', 'contact'])).toEqual(['contact', 'home']);
    expect(() => affectedProjects(projects, ['blog'])).toThrow(/not a folder.*blog.*blog-news/);
  });
});

describe('the specs that visit an app’s pages', () => {
  const spec = (/** @type {string} */ file, /** @type {string} */ source) => ({ file, source });

  it('quoted addresses of its prefixes in any language, not of another app', () => {
    const specs = [
      spec('a.spec.ts', "await page.goto('/news');"),
      spec('b.spec.ts', 'await page.goto(`/ar/blog/${slug}`);'),
      spec('c.spec.ts', "await page.goto('/en/news?x=1');"),
      spec('d.spec.ts', "await page.goto('/newsletter');"),
      spec('e.spec.ts', "await page.goto('/contact');"),
    ];
    expect(specsVisiting(specs, ['blog-news'])).toEqual(['a.spec.ts', 'b.spec.ts', 'c.spec.ts']);
  });

  it('the home page: the root of each language, not every address', () => {
    const home = pagesPattern('home');
    expect(home?.test("goto('/')")).toBe(true);
    expect(home?.test("goto('/ar')")).toBe(true);
    expect(home?.test("goto('/en/')")).toBe(true);
    expect(home?.test("goto('/?preview=home@x')")).toBe(true);
    expect(home?.test("goto('/about')")).toBe(false);
    expect(home?.test("goto('/arabic')")).toBe(false);
  });

  it('a spec walking every page of the route table visits every app’s, in its tests that walk', () => {
    const walker = spec(
      'tour.spec.ts',
      [
        "import { localized, publicPages } from '../support/site-pages';",
        'const pages = publicPages.filter((page) => page.public);',
        'test("every page", async ({ page }) => {',
        '  for (const path of pages) await page.goto(localized(path, "ar"));',
        '});',
        'test("the tour has pages", () => {',
        '  expect(localized("/", "en")).toBe("/en");',
        '});',
      ].join('\n'),
    );
    expect(testsVisiting([walker], ['contact'])).toEqual([{ file: 'tour.spec.ts', lines: [3] }]);
  });

  const lines = (
    /** @type {string} */ source,
    /** @type {import('@school/platform/apps').AppName} */ app = 'blog-news',
  ) =>
    testsVisiting([spec('x.spec.ts', source)], [app])[0]?.lines ?? [];

  it('the tests quoting an address, not the others of the file', () => {
    const source = [
      'test("news", async ({ page }) => {',
      "  await page.goto('/news');",
      '});',
      'test("contact", async ({ page }) => {',
      "  await page.goto('/contact');",
      '});',
      'test.describe("in a group", () => {',
      '  test("an article", async ({ page }) => {',
      '    await page.goto(`/ar/news/${slug}`);',
      '  });',
      '});',
    ].join('\n');
    expect(lines(source)).toEqual([1, 8]);
    expect(lines(source, 'contact')).toEqual([4]);
  });

  it('through a constant or a helper of the file, the tests using it', () => {
    const source = [
      "const ARTICLE = '/news/inauguration';",
      'async function openArticle(page) { await page.goto(ARTICLE); }',
      'const open = (page) => openArticle(page);',
      'test("opens it", async ({ page }) => { await open(page); });',
      'test("elsewhere", async ({ page }) => { await page.goto(CONTACT); });',
    ].join('\n');
    expect(lines(source)).toEqual([4]);
  });

  it('a loop declaring a test per address, and a hook quoting one, choose the tests they hold', () => {
    const loop = [
      "for (const path of ['/', '/news']) {",
      '  test(`${path} loads`, async ({ page }) => { await page.goto(path); });',
      '}',
      'test("other", () => {});',
    ].join('\n');
    expect(lines(loop)).toEqual([2]);
    const hook = [
      'test.describe("news", () => {',
      "  test.beforeEach(async ({ page }) => { await page.goto('/news'); });",
      '  test("a", () => {});',
      '  test("b", () => {});',
      '});',
      'test("c", () => {});',
    ].join('\n');
    expect(lines(hook)).toEqual([3, 4]);
  });

  it('an address only named (a mail’s text, a link’s target) or in a comment is no visit', () => {
    const named = [
      '// The reader follows /news from the mail:',
      'test("mail", async () => {',
      "  expect(mail.text).toContain('/news/');",
      "  await expect(link).toHaveAttribute('href', `/ar/news/${slug}`);",
      "  await expect.poll(() => body).not.toContain('/en/news');",
      '});',
      'test("followed", async ({ page }) => {',
      "  await expect(page).toHaveURL('/news');",
      '});',
    ].join('\n');
    expect(lines(named)).toEqual([7]);
  });

  it('a quote the file’s shape hides chooses the whole file', () => {
    expect(lines("console.log('/news');\ntest('a', () => {});")).toBe('all');
  });

  it("on the real suite: blog-news's own spec is chosen, the contact form's is not", () => {
    const dir = join(root, 'e2e', 'tests');
    const specs = readdirSync(dir)
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => spec(file, readFileSync(join(dir, file), 'utf8')));
    const chosen = specsVisiting(specs, ['blog-news']);
    expect(chosen).toContain('news-blog.spec.ts');
    expect(chosen).not.toContain('contact.spec.ts');
    // The production rehearsal quotes the news pages but tests the platform: CI runs it.
    expect(specs.map((s) => s.file)).toContain('rehearsal.spec.ts');
    expect(chosen).not.toContain('rehearsal.spec.ts');
    expect(chosen).not.toContain('cache-tier.spec.ts');
    expect(chosen.length).toBeLessThan(specs.length);
    // Publishing from the back office shows on the news pages: the news team runs that; the
    // back office's own screens (its longest spec) are the admin team's.
    expect(chosen).toContain('publishing.spec.ts');
    expect(chosen).not.toContain('admin-back-office.spec.ts');
    expect(specsVisiting(specs, ['admin'])).toContain('admin-back-office.spec.ts');
    // The newsletter's mail quotes an article's address; no test of it opens one.
    expect(chosen).not.toContain('newsletter-mail.spec.ts');
    // Of the accounts spec, the news team runs the draft preview only.
    const accounts = testsVisiting(specs, ['blog-news']).find((t) => t.file === 'accounts.spec.ts');
    const draft = readFileSync(join(dir, 'accounts.spec.ts'), 'utf8')
      .split('\n')
      .findIndex((line) => line.startsWith("test('a draft opens at its future address"));
    expect(accounts?.lines).toEqual([draft + 1]);
  });
});
