import { describe, expect, it } from 'vitest';
import {
  affectedPages,
  buildChanges,
  pagesOfRemotes,
  articlePages,
  diffData,
  keyTouchedByDocuments,
  keyTouchedByItem,
  keyTouchedByNotices,
  keyTouchedByEvents,
  keyTouchedBySettings,
  localeOfPath,
} from './prerender-plan.mjs';

const settingsKey = ['site-settings', 'list'];
const noticesKey = ['notices', 'running'];
const documentsKey = ['documents', 'public'];
const latestNews = ['content', 'public', 'latest-news', 3];
const newsList = ['content', 'public', 'news'];
const blogList = ['content', 'public', 'blog', 'all'];
const article = (/** @type {string} */ type, /** @type {string} */ slug) => [
  'content',
  'public',
  'article',
  type,
  slug,
];

/** The site as it is: every page reads the settings (header, footer), and what its remote reads. */
function site() {
  /** @type {Map<string, unknown[][] | undefined>} */
  const pages = new Map();
  for (const prefix of ['', '/ar', '/en']) {
    pages.set(prefix || '/', [settingsKey, latestNews]);
    pages.set(`${prefix}/about`, [settingsKey]);
    pages.set(`${prefix}/direction`, [settingsKey]);
    pages.set(`${prefix}/contact`, [settingsKey]);
    pages.set(`${prefix}/news`, [settingsKey, newsList]);
    pages.set(`${prefix}/blog`, [settingsKey, blogList]);
    pages.set(`${prefix}/news/rentree`, [settingsKey, article('news', 'rentree')]);
    pages.set(`${prefix}/blog/lire`, [settingsKey, article('blog', 'lire')]);
  }
  return pages;
}

const sorted = (/** @type {Iterable<string>} */ list) => [...list].sort();

describe('which pages a change makes stale', () => {
  it('a news item: its pages in fr, ar and en, the news list and the home page, nothing else', () => {
    const { render, remove } = affectedPages(
      {
        settings: false,
        items: [
          { before: { type: 'news', slug: 'rentree' }, after: { type: 'news', slug: 'rentree' } },
        ],
      },
      site(),
    );
    expect(sorted(render)).toEqual(
      sorted([
        '/',
        '/ar',
        '/en',
        '/news',
        '/ar/news',
        '/en/news',
        '/news/rentree',
        '/ar/news/rentree',
        '/en/news/rentree',
      ]),
    );
    expect(remove).toEqual([]);
  });

  it('a blog post: its pages and the blog list; the home page shows no blog post', () => {
    const { render } = affectedPages(
      {
        settings: false,
        items: [{ before: { type: 'blog', slug: 'lire' }, after: { type: 'blog', slug: 'lire' } }],
      },
      site(),
    );
    expect(sorted(render)).toEqual(
      sorted(['/blog', '/ar/blog', '/en/blog', '/blog/lire', '/ar/blog/lire', '/en/blog/lire']),
    );
  });

  it('a newly published article gets its pages, which did not exist yet', () => {
    const { render, remove } = affectedPages(
      { settings: false, items: [{ after: { type: 'news', slug: 'nouvelle' } }] },
      site(),
    );
    expect(render).toEqual(
      expect.arrayContaining([
        '/news/nouvelle',
        '/ar/news/nouvelle',
        '/en/news/nouvelle',
        '/',
        '/news',
      ]),
    );
    expect(render).not.toContain('/blog');
    expect(remove).toEqual([]);
  });

  it('a retracted or deleted article: its pages are deleted, its lists drawn again', () => {
    const { render, remove } = affectedPages(
      { settings: false, items: [{ before: { type: 'news', slug: 'rentree' } }] },
      site(),
    );
    expect(sorted(remove)).toEqual(
      sorted(['/news/rentree', '/ar/news/rentree', '/en/news/rentree']),
    );
    expect(render).toEqual(
      expect.arrayContaining(['/', '/ar', '/en', '/news', '/ar/news', '/en/news']),
    );
    for (const path of remove) expect(render).not.toContain(path);
  });

  it('an article moved to another address or type: the old pages go, both lists and the new pages are drawn', () => {
    const { render, remove } = affectedPages(
      {
        settings: false,
        items: [
          {
            before: { type: 'news', slug: 'rentree' },
            after: { type: 'blog', slug: 'rentree-2024' },
          },
        ],
      },
      site(),
    );
    expect(sorted(remove)).toEqual(
      sorted(['/news/rentree', '/ar/news/rentree', '/en/news/rentree']),
    );
    expect(render).toEqual(
      expect.arrayContaining([
        '/news',
        '/blog',
        '/',
        '/blog/rentree-2024',
        '/ar/blog/rentree-2024',
        '/en/blog/rentree-2024',
      ]),
    );
    expect(render).not.toContain('/news/rentree');
  });

  it('an address given up by one article and taken by another in the same burst is drawn, not deleted', () => {
    const { render, remove } = affectedPages(
      {
        settings: false,
        items: [
          { after: { type: 'news', slug: 'rentree' } },
          { before: { type: 'news', slug: 'rentree' } },
        ],
      },
      site(),
    );
    expect(remove).toEqual([]);
    expect(render).toEqual(
      expect.arrayContaining(['/news/rentree', '/ar/news/rentree', '/en/news/rentree']),
    );
  });

  it('a setting: every page (the header and the footer show them)', () => {
    const pages = site();
    const { render, remove } = affectedPages({ settings: true, items: [] }, pages);
    expect(sorted(render)).toEqual(sorted(pages.keys()));
    expect(remove).toEqual([]);
  });

  it('a notice: every page that read the running notices (the layout: all of them)', () => {
    const pages = site();
    for (const [path, keys] of pages) pages.set(path, [...(keys ?? []), noticesKey]);
    pages.set('/not-drawn-by-the-layout', [settingsKey]);
    const { render, remove } = affectedPages({ settings: false, notices: true, items: [] }, pages);
    expect(sorted(render)).toEqual(
      sorted([...pages.keys()].filter((p) => p !== '/not-drawn-by-the-layout')),
    );
    expect(remove).toEqual([]);
  });

  it('an event: the pages that read public events (the calendar, the home page), not the others', () => {
    const pages = site();
    pages.set('/calendar', [settingsKey, ['events', 'public', 'coming']]);
    pages.set('/ar', [settingsKey, latestNews, ['events', 'public', 'next', 3]]);
    const { render, remove } = affectedPages(
      { settings: false, notices: false, events: true, items: [] },
      pages,
    );
    expect(sorted(render)).toEqual(['/ar', '/calendar']);
    expect(remove).toEqual([]);
    expect(keyTouchedByEvents(['events', 'admin'])).toBe(false);
  });

  it('a document: the pages that list the documents, and no other', () => {
    const pages = site();
    pages.set('/documents', [settingsKey, documentsKey]);
    pages.set('/ar/documents', [settingsKey, documentsKey]);
    const { render, remove } = affectedPages(
      { settings: false, documents: true, items: [] },
      pages,
    );
    expect(sorted(render)).toEqual(['/ar/documents', '/documents']);
    expect(remove).toEqual([]);
  });

  it('a page whose reads are not known counts as touched by everything', () => {
    const pages = new Map([
      ['/about', [settingsKey]],
      ['/mystery', undefined],
    ]);
    expect(
      affectedPages({ settings: false, items: [{ after: { type: 'blog', slug: 'x' } }] }, pages)
        .render,
    ).toContain('/mystery');
  });

  it('nothing changed: nothing to do', () => {
    expect(affectedPages({ settings: false, items: [] }, site())).toEqual({
      render: [],
      remove: [],
    });
  });
});

describe('the query keys a change touches', () => {
  const news = { type: 'news', slug: 'rentree' };
  const blog = { type: 'blog', slug: 'lire' };
  it('lists of the item type, the latest news for news only, its own article only', () => {
    expect(keyTouchedByItem(newsList, news)).toBe(true);
    expect(keyTouchedByItem(newsList, blog)).toBe(false);
    expect(keyTouchedByItem(blogList, blog)).toBe(true);
    expect(keyTouchedByItem(['content', 'public', 'blog', 'pedagogy'], blog)).toBe(true);
    expect(keyTouchedByItem(latestNews, news)).toBe(true);
    expect(keyTouchedByItem(latestNews, blog)).toBe(false);
    expect(keyTouchedByItem(article('news', 'rentree'), news)).toBe(true);
    expect(keyTouchedByItem(article('news', 'autre'), news)).toBe(false);
    expect(keyTouchedByItem(article('blog', 'rentree'), news)).toBe(false);
  });
  it('a public content read of an unknown shape is touched by any item; other domains are not', () => {
    expect(keyTouchedByItem(['content', 'public', 'featured'], blog)).toBe(true);
    expect(keyTouchedByItem(settingsKey, blog)).toBe(false);
    expect(keyTouchedByItem(['content', 'admin'], blog)).toBe(false);
  });
  it('the running notices, and not the back office list, are touched by a notice', () => {
    expect(keyTouchedByNotices(noticesKey)).toBe(true);
    expect(keyTouchedByNotices(['notices', 'admin'])).toBe(false);
    expect(keyTouchedByNotices(settingsKey)).toBe(false);
  });
  it('settings keys, and only those, are touched by a setting', () => {
    expect(keyTouchedBySettings(settingsKey)).toBe(true);
    expect(keyTouchedBySettings(newsList)).toBe(false);
  });
});

describe('what changed between two indexes of the visible data', () => {
  /** @param {number | string} id @param {string} slug */
  const item = (id, slug, updated_at = '2025-01-01T00:00:00Z', type = 'news') => ({
    id,
    type,
    slug,
    updated_at,
  });
  /** @param {import('./prerender-plan.mjs').VisibleItem[]} items */
  const index = (items, settings = 's1') => ({ items, settings });

  it('an item added, edited, moved and removed; an untouched one is not listed', () => {
    const before = index([item(1, 'a'), item(2, 'b'), item(3, 'c'), item(4, 'd')]);
    const after = index([
      item(1, 'a'),
      item(2, 'b', '2025-02-01T00:00:00Z'),
      item(3, 'c2'),
      item(5, 'e'),
    ]);
    const change = diffData(before, after);
    expect(change.settings).toBe(false);
    expect(change.items).toEqual(
      expect.arrayContaining([
        { before: { type: 'news', slug: 'b' }, after: { type: 'news', slug: 'b' } },
        { before: { type: 'news', slug: 'c' }, after: { type: 'news', slug: 'c2' } },
        { after: { type: 'news', slug: 'e' } },
        { before: { type: 'news', slug: 'd' } },
      ]),
    );
    expect(change.items).toHaveLength(4);
  });

  it('the settings digest moving is a settings change; the same index is no change', () => {
    const a = index([item(1, 'a')], 's1');
    expect(diffData(a, index([item(1, 'a')], 's2'))).toEqual({
      settings: true,
      notices: false,
      events: false,
      documents: false,
      items: [],
    });
    expect(diffData(a, index([item(1, 'a')], 's1'))).toEqual({
      settings: false,
      notices: false,
      events: false,
      documents: false,
      items: [],
    });
  });

  it('the running notices digest moving (a notice started, ended, edited) is a notices change', () => {
    const a = { ...index([item(1, 'a')]), notices: 'n1' };
    expect(diffData(a, { ...a, notices: 'n2' })).toEqual({
      settings: false,
      notices: true,
      events: false,
      documents: false,
      items: [],
    });
    expect(diffData(a, { ...a }).notices).toBe(false);
  });

  it('the events digest moving (an event published, edited, retracted or past) is an events change', () => {
    const a = { ...index([item(1, 'a')]), events: 'e1' };
    expect(diffData(a, { ...a, events: 'e2' })).toEqual({
      settings: false,
      notices: false,
      events: true,
      documents: false,
      items: [],
    });
    expect(diffData(a, { ...a }).events).toBe(false);
  });

  it('the documents digest moving (a document added, edited, replaced, deleted) is a documents change', () => {
    const a = { ...index([item(1, 'a')]), documents: 'd1' };
    expect(diffData(a, { ...a, documents: 'd2' }).documents).toBe(true);
    expect(diffData(a, { ...a, documents: 'd2' }).notices).toBe(false);
    expect(diffData(a, { ...a }).documents).toBe(false);
    expect(keyTouchedByDocuments(documentsKey)).toBe(true);
    expect(keyTouchedByDocuments(noticesKey)).toBe(false);
  });

  it('ids compare as text: a number and its string are the same row', () => {
    expect(diffData(index([item(7, 'a')]), index([item('7', 'a')])).items).toEqual([]);
  });

  it('no previous index: everything is new', () => {
    const change = diffData(null, index([item(1, 'a')]));
    expect(change).toEqual({
      settings: true,
      notices: true,
      events: true,
      documents: true,
      items: [{ after: { type: 'news', slug: 'a' } }],
    });
  });
});

describe('addresses', () => {
  it("an article's pages in every language, its slug encoded", () => {
    expect(articlePages({ type: 'news', slug: 'مسابقة' })).toEqual([
      `/news/${encodeURIComponent('مسابقة')}`,
      `/ar/news/${encodeURIComponent('مسابقة')}`,
      `/en/news/${encodeURIComponent('مسابقة')}`,
    ]);
    // Each language at the slug of its own address (content in three languages).
    expect(
      articlePages({ type: 'news', slug: 'rentree', path_slug_ar: 'الدخول', path_slug_en: 'back' }),
    ).toEqual(['/news/rentree', `/ar/news/${encodeURIComponent('الدخول')}`, '/en/news/back']);
  });
  it('the language of an address', () => {
    expect(localeOfPath('/')).toBe('fr');
    expect(localeOfPath('/news/x')).toBe('fr');
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/en/blog/x')).toBe('en');
    expect(localeOfPath('/arabic')).toBe('fr');
  });
});

describe('what changed in the builds', () => {
  /** @param {import('./prerender-plan.mjs').Builds['remotes']} remotes */
  const builds = (remotes, shell = 'shell-1') => ({ shell, remotes });
  /** @param {string} version */
  const entry = (version, digest = version) => ({
    entry: `http://localhost:3003/v/${version}/server/remoteEntry.js`,
    digest,
  });

  it('a remote re-pointed to another version: its pages, in the same renderer', () => {
    const change = buildChanges(
      builds({ blog_news: entry('a'), home: entry('h') }),
      builds({ blog_news: entry('b'), home: entry('h') }),
    );
    expect(change).toEqual({ shell: false, remotes: ['blog_news'], reload: false });
  });

  it('a remote changed at the same address (rebuilt in place, down, back): its pages, in a new renderer', () => {
    const change = buildChanges(
      builds({ blog_news: entry('a', 'up') }),
      builds({ blog_news: entry('a', 'down') }),
    );
    expect(change).toEqual({ shell: false, remotes: ['blog_news'], reload: true });
  });

  it('another shell build: everything, in a new renderer', () => {
    const change = buildChanges(
      builds({ home: entry('h') }, 'shell-1'),
      builds({ home: entry('h') }, 'shell-2'),
    );
    expect(change).toEqual({ shell: true, remotes: [], reload: true });
  });

  it('a remote added or taken out of the map: its pages', () => {
    expect(buildChanges(builds({}), builds({ home: entry('h') })).remotes).toEqual(['home']);
    expect(buildChanges(builds({ home: entry('h') }), builds({})).remotes).toEqual(['home']);
  });

  it('nothing changed, or nothing known before', () => {
    const same = builds({ home: entry('h') });
    expect(buildChanges(same, builds({ home: entry('h') }))).toEqual({
      shell: false,
      remotes: [],
      reload: false,
    });
    expect(buildChanges(null, same)).toEqual({ shell: true, remotes: ['home'], reload: false });
  });
});

describe("a remote's pages", () => {
  const paths = ['/', '/about', '/news', '/news/x', '/ar/news/x', '/en/contact', '/direction'];
  it('those under its prefixes, in every language', () => {
    expect(pagesOfRemotes(paths, ['blog_news'], ['contact'])).toEqual([
      '/news',
      '/news/x',
      '/ar/news/x',
    ]);
    expect(pagesOfRemotes(paths, ['about_direction'], ['contact'])).toEqual([
      '/about',
      '/direction',
    ]);
  });
  it('every page for a remote the layout draws; none for no remote', () => {
    expect(pagesOfRemotes(paths, ['contact'], ['contact'])).toEqual(paths);
    expect(pagesOfRemotes(paths, [], ['contact'])).toEqual([]);
  });
});
