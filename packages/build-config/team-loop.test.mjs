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

  it('a spec walking every page of the route table visits every app’s', () => {
    const walker = spec('tour.spec.ts', "import { publicPages } from '../support/site-pages';");
    expect(specsVisiting([walker], ['contact'])).toEqual(['tour.spec.ts']);
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
  });
});
