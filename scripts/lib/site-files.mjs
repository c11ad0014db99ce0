// The files the prerenderer writes beside the pages for search engines and feed readers:
// /robots.txt, /sitemap.xml (every public page and published article in each language it exists
// in, with its alternates and last change) and an Atom feed of the news and of the blog in each
// language (/news/feed.xml, /ar/blog/feed.xml…). Written with every run of the pages, from the
// same rows a visitor can read (row-level security decides), so they never name a page that is
// not served.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { locales as LOCALES } from '@school/platform/locales';
import { localizedPath, paths } from '@school/platform/paths';
import { registry } from '@school/platform/route-table';
import {
  EVENT_LEVELS,
  calendarText,
  eventConcerns,
  levelNames,
} from '@school/platform/calendar';
import { calendarEventPath, calendarFeedPath } from '@school/platform/calendar-paths';
import { FEED_TYPES, ROBOTS_PATH, SITEMAP_PATH, feedPath } from '@school/platform/site-files';

/** Articles in a feed: the newest ones, as readers poll it. */
export const FEED_SIZE = 20;

/** The feeds' own words, in each language (the pages' texts live in the remotes' catalogs). */
const feedTexts = {
  fr: {
    school: 'Complexe Scolaire Islamique de Bamako',
    news: 'Actualités',
    blog: 'Blog',
    newsAbout: "Les annonces, événements et réussites de l'école.",
    blogAbout: "Idées, conseils et récits de l'équipe pédagogique.",
    calendar: 'Calendrier',
    calendarAbout: "Les congés, examens, réunions et fêtes de l'école.",
  },
  ar: {
    school: 'المجمع المدرسي الإسلامي في باماكو',
    news: 'الأخبار',
    blog: 'المدونة',
    newsAbout: 'إعلانات المدرسة وفعالياتها ونجاحاتها.',
    blogAbout: 'أفكار ونصائح وتجارب من الفريق التربوي.',
    calendar: 'التقويم المدرسي',
    calendarAbout: 'العطل والامتحانات والاجتماعات والاحتفالات في المدرسة.',
  },
  en: {
    school: 'Islamic School Complex of Bamako',
    news: 'News',
    blog: 'Blog',
    newsAbout: "The school's announcements, events and successes.",
    blogAbout: 'Ideas, advice and stories from the teaching team.',
    calendar: 'School calendar',
    calendarAbout: "The school's holidays, exams, meetings and celebrations.",
  },
};

/** @param {string} text */
export function xmlEscape(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * @typedef {{ type: import('@school/platform/paths').ContentType; slug: string; path_slug_ar: string | null; path_slug_en: string | null;
 *   title: string; title_ar: string | null; title_en: string | null; excerpt: string | null;
 *   excerpt_ar: string | null; excerpt_en: string | null; published_at: string | null;
 *   updated_at: string }} ArticleRow
 * @typedef {Pick<ArticleRow, 'slug' | 'path_slug_ar' | 'path_slug_en'>} ArticleSlugs the slugs of
 *   an article's addresses, one per language (a null: the French one)
 */

/** @param {ArticleRow} row @param {import('@school/platform/locales').Locale} locale */
function hasVersion(row, locale) {
  return locale === 'fr' || Boolean(locale === 'ar' ? row.title_ar : row.title_en);
}

/** The slug of an article's address in a language (its own slug there, else the French one). */
export function articleSlugIn(
  /** @type {ArticleSlugs} */ row,
  /** @type {'fr'|'ar'|'en'} */ locale,
) {
  if (locale === 'ar') return row.path_slug_ar ?? row.slug;
  return locale === 'en' ? (row.path_slug_en ?? row.slug) : row.slug;
}

/** The address of an article in a language. */
export function articleAddress(
  /** @type {ArticleSlugs & Pick<ArticleRow, 'type'>} */ row,
  /** @type {'fr'|'ar'|'en'} */ locale,
) {
  return paths.article(row.type, articleSlugIn(row, locale), locale);
}

/**
 * What the site files are made from, read as a visitor: the published articles with their
 * versions, and when the settings last changed (every page's footer shows them).
 * @param {import('@supabase/supabase-js').SupabaseClient} client
 */
export async function readSiteData(client) {
  const [articles, settings] = await Promise.all([
    client
      .from('content_management')
      .select(
        'type, slug, path_slug_ar, path_slug_en, title, title_ar, title_en, excerpt, excerpt_ar, excerpt_en, published_at, updated_at',
      )
      .eq('status', 'published')
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: false })
      .order('id'),
    client
      .from('site_settings')
      .select('updated_at')
      .order('updated_at', { ascending: false })
      .limit(1),
  ]);
  if (articles.error) throw new Error(`reading the articles failed: ${articles.error.message}`);
  if (settings.error) throw new Error(`reading the settings failed: ${settings.error.message}`);
  return {
    /** @type {ArticleRow[]} */
    articles: articles.data ?? [],
    /** @type {string | null} */
    settingsUpdatedAt: settings.data?.[0]?.updated_at ?? null,
  };
}

/** @param {(string | null | undefined)[]} dates */
function latest(dates) {
  const times = dates
    .filter(Boolean)
    .map((date) => new Date(/** @type {string} */ (date)).getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * The sitemap: every public page in each language, then every published article in each language
 * it exists in (an untranslated article's Arabic address shows the French text and names the
 * French page as canonical, so it is not listed). Each URL names its alternates (xhtml:link,
 * x-default French) and when it last changed.
 * The pages are the route table's public prefixes, as the prerenderer renders them.
 * @param {{ origin: string; articles: ArticleRow[]; settingsUpdatedAt: string | null;
 *   routes?: { publicPrefixes: readonly string[] } }} data `routes`: the route table (tests pass a copy)
 */
export function sitemapXml({ origin, articles, settingsUpdatedAt, routes = registry }) {
  /** @type {{ loc: string; lastmod: string | null; alternates: [string, string][] }[]} */
  const urls = [];
  for (const prefix of routes.publicPrefixes) {
    const type = prefix.slice(1);
    const ofType = articles.filter((row) => row.type === type);
    const lastmod = latest([
      settingsUpdatedAt,
      ...(type === 'news' || type === 'blog' ? ofType.map((row) => row.updated_at) : []),
      ...(prefix === '/'
        ? articles
            .filter((row) => row.type === 'news')
            .slice(0, 3)
            .map((row) => row.updated_at)
        : []),
    ]);
    const alternates = /** @type {[string, string][]} */ (
      LOCALES.map((locale) => [locale, `${origin}${localizedPath(prefix, locale)}`])
    );
    for (const locale of LOCALES) {
      urls.push({ loc: `${origin}${localizedPath(prefix, locale)}`, lastmod, alternates });
    }
  }
  for (const row of articles) {
    const existing = LOCALES.filter((locale) => hasVersion(row, locale));
    const alternates = /** @type {[string, string][]} */ (
      existing.map((locale) => [locale, `${origin}${articleAddress(row, locale)}`])
    );
    for (const locale of existing) {
      urls.push({
        loc: `${origin}${articleAddress(row, locale)}`,
        lastmod: row.updated_at,
        alternates,
      });
    }
  }
  const body = urls
    .map(({ loc, lastmod, alternates }) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(loc)}</loc>`,
        ...(lastmod ? [`    <lastmod>${new Date(lastmod).toISOString()}</lastmod>`] : []),
        ...alternates.map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`,
        ),
        ...(alternates.some(([lang]) => lang === 'fr')
          ? [
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(
                /** @type {[string, string]} */ (alternates.find(([lang]) => lang === 'fr'))[1],
              )}"/>`,
            ]
          : []),
        '  </url>',
      ].join('\n'),
    )
    .join('\n');
  return {
    count: urls.length,
    xml:
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      `${body}\n</urlset>\n`,
  };
}

/**
 * robots.txt: everything public may be crawled; the back office (the route table's full-screen
 * areas, in every language) may not. Names the sitemap.
 * @param {string} origin
 */
export function robotsTxt(origin) {
  const closed = registry.fullScreenPrefixes.flatMap((prefix) =>
    LOCALES.map((locale) => localizedPath(prefix, locale)),
  );
  return [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

/**
 * The Atom feed of one kind of content in one language: the newest items, each in that language
 * when it has a version there, otherwise in French (`xml:lang` says which, per entry, as the
 * lists mark it), linking to its page in the feed's language.
 * @param {{ origin: string; type: 'news' | 'blog'; locale: import('@school/platform/locales').Locale; articles: ArticleRow[] }} input
 */
export function feedXml({ origin, type, locale, articles }) {
  const texts = feedTexts[locale];
  const items = articles.filter((row) => row.type === type).slice(0, FEED_SIZE);
  const self = `${origin}${feedPath(type, locale)}`;
  const list = `${origin}${paths.list(type, locale)}`;
  const updated = latest(items.map((row) => row.updated_at)) ?? new Date(0).toISOString();
  const entries = items.map((row) => {
    const lang = hasVersion(row, locale) ? locale : 'fr';
    const title = lang === 'ar' ? row.title_ar : lang === 'en' ? row.title_en : row.title;
    const summary = lang === 'ar' ? row.excerpt_ar : lang === 'en' ? row.excerpt_en : row.excerpt;
    const link = `${origin}${articleAddress(row, locale)}`;
    return [
      `  <entry xml:lang="${lang}">`,
      `    <id>${xmlEscape(link)}</id>`,
      `    <title>${xmlEscape(title ?? row.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlEscape(link)}"/>`,
      `    <published>${new Date(row.published_at ?? row.updated_at).toISOString()}</published>`,
      `    <updated>${new Date(row.updated_at).toISOString()}</updated>`,
      ...(summary ? [`    <summary>${xmlEscape(summary)}</summary>`] : []),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${xmlEscape(self)}</id>`,
    `  <title>${xmlEscape(`${texts[type]} | ${texts.school}`)}</title>`,
    `  <subtitle>${xmlEscape(type === 'news' ? texts.newsAbout : texts.blogAbout)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(list)}"/>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    `  <author><name>${xmlEscape(texts.school)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/**
 * @typedef {{ id: number; title_fr: string; title_ar: string | null; title_en: string | null;
 *   description_fr: string | null; description_ar: string | null; description_en: string | null;
 *   place_fr: string | null; place_ar: string | null; place_en: string | null; starts_at: string;
 *   ends_at: string; all_day: boolean; levels: string[]; created_at: string; updated_at: string }} EventRow
 */

/** How far back a feed reaches: a subscriber keeps the past school year in view. */
export const CALENDAR_PAST_DAYS = 365;

/**
 * The published events a feed lists, read as a visitor (row-level security decides): those that
 * ended less than a year ago or are still to come, soonest first.
 * @param {import('@supabase/supabase-js').SupabaseClient} client @param {number} [now]
 */
export async function readCalendarEvents(client, now = Date.now()) {
  const since = new Date(now - CALENDAR_PAST_DAYS * 86_400_000).toISOString();
  const { data, error } = await client
    .from('events')
    .select(
      'id, title_fr, title_ar, title_en, description_fr, description_ar, description_en, place_fr, place_ar, place_en, starts_at, ends_at, all_day, levels, created_at, updated_at',
    )
    .gt('ends_at', since)
    .order('starts_at')
    .order('id');
  if (error) throw new Error(`reading the events failed: ${error.message}`);
  return /** @type {EventRow[]} */ (data ?? []);
}

/**
 * An event as a calendar file writes it in a language: that version's texts when it has one,
 * else the French ones (marked LANGUAGE=fr), linking to it on the calendar page of that language.
 * @param {EventRow} row @param {import('@school/platform/locales').Locale} locale @param {string} origin
 * @returns {import('@school/platform/calendar').CalendarEvent}
 */
export function calendarEventOf(row, locale, origin) {
  const lang =
    locale === 'ar' && row.title_ar ? 'ar' : locale === 'en' && row.title_en ? 'en' : 'fr';
  return {
    id: row.id,
    title: /** @type {string} */ (row[`title_${lang}`]),
    description: row[`description_${lang}`],
    place: row[`place_${lang}`],
    lang,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    allDay: row.all_day,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    url: `${origin}${localizedPath('/calendar', locale)}#event-${row.id}`,
    categories: row.levels.map(
      (level) => levelNames[/** @type {keyof typeof levelNames} */ (level)]?.[locale] ?? level,
    ),
  };
}

/**
 * Every calendar file of the events, address -> text: per language the feed of all events and
 * one per level (the level's events and those for everyone), and each event's own file.
 * @param {{ origin: string; events: EventRow[] }} input
 * @returns {[string, string][]}
 */
export function calendarFiles({ origin, events }) {
  const domain = new URL(origin).hostname;
  /** @type {[string, string][]} */
  const files = [];
  for (const locale of LOCALES) {
    const texts = feedTexts[locale];
    const page = `${origin}${localizedPath('/calendar', locale)}`;
    const calendar = (
      /** @type {string} */ name,
      /** @type {EventRow[]} */ rows,
      /** @type {string} */ url,
    ) =>
      calendarText({
        name,
        description: texts.calendarAbout,
        lang: locale,
        url,
        domain,
        events: rows.map((row) => calendarEventOf(row, locale, origin)),
      });
    files.push([
      calendarFeedPath(locale),
      calendar(`${texts.calendar} | ${texts.school}`, events, page),
    ]);
    for (const level of EVENT_LEVELS) {
      files.push([
        calendarFeedPath(locale, level),
        calendar(
          `${texts.calendar} (${levelNames[level][locale]}) | ${texts.school}`,
          events.filter((row) => eventConcerns(row.levels, level)),
          `${page}?level=${level}`,
        ),
      ]);
    }
    for (const row of events) {
      files.push([
        calendarEventPath(row.id, locale),
        calendar(`${texts.calendar} | ${texts.school}`, [row], page),
      ]);
    }
  }
  return files;
}

/**
 * The addresses of the files written here, whatever the data: the calendar's feeds are always
 * there (an event's own file only while it is listed).
 */
export function siteFilePaths() {
  return [
    ROBOTS_PATH,
    SITEMAP_PATH,
    ...FEED_TYPES.flatMap((type) => LOCALES.map((locale) => feedPath(type, locale))),
    ...LOCALES.flatMap((locale) => [
      calendarFeedPath(locale),
      ...EVENT_LEVELS.map((level) => calendarFeedPath(locale, level)),
    ]),
  ];
}

/**
 * Writes robots.txt, sitemap.xml and the feeds into the pages' folder. Returns the sitemap's
 * number of URLs and the files written.
 * @param {{ dir: string; origin: string; client: import('@supabase/supabase-js').SupabaseClient }} options
 */
export async function writeSiteFiles({ dir, origin, client }) {
  const [{ articles, settingsUpdatedAt }, events] = await Promise.all([
    readSiteData(client),
    readCalendarEvents(client),
  ]);
  const base = origin.replace(/\/+$/, '');
  const sitemap = sitemapXml({ origin: base, articles, settingsUpdatedAt });
  /** @type {[string, string][]} */
  const files = [
    [ROBOTS_PATH, robotsTxt(base)],
    [SITEMAP_PATH, sitemap.xml],
    ...FEED_TYPES.flatMap((type) =>
      LOCALES.map(
        (locale) =>
          /** @type {[string, string]} */ ([
            feedPath(type, locale),
            feedXml({ origin: base, type, locale, articles }),
          ]),
      ),
    ),
    ...calendarFiles({ origin: base, events }),
  ];
  for (const [path, body] of files) {
    const file = join(dir, ...path.split('/').filter(Boolean));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  return {
    sitemapUrls: sitemap.count,
    files: files.map(([path]) => path),
    calendarFiles: files.filter(([path]) => path.endsWith('.ics')).length,
  };
}
