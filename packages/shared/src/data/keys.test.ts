import {
  keyTouchedByEvents,
  keyTouchedByDocuments,
  keyTouchedByItem,
  keyTouchedByNotices,
  keyTouchedBySettings,
} from '@school/build-config/prerender-plan';
import { describe, expect, it } from 'vitest';
import { contentKeys, documentKeys, eventKeys, noticeKeys, settingsKeys } from './keys';

// The prerender service re-renders a page when a change touches one of the query keys its state
// was seeded with (@school/build-config/prerender-plan). It reads these keys' shapes: a key
// reshaped here without it would leave pages stale, which this test turns into a failure.
describe('the public query keys, as the prerender service reads them', () => {
  const news = { type: 'news', slug: 'rentree' } as const;
  const blog = { type: 'blog', slug: 'lire' } as const;

  it('an article touches its own page only', () => {
    expect(keyTouchedByItem(contentKeys.article('news', 'rentree', 'fr'), news)).toBe(true);
    expect(keyTouchedByItem(contentKeys.article('news', 'autre', 'fr'), news)).toBe(false);
    expect(keyTouchedByItem(contentKeys.article('blog', 'rentree', 'fr'), news)).toBe(false);
  });

  it("an article touches its page in each language, at that language's own address", () => {
    const translated = { ...news, path_slug_ar: 'الدخول', path_slug_en: 'back-to-school' };
    expect(keyTouchedByItem(contentKeys.article('news', 'الدخول', 'ar'), translated)).toBe(true);
    expect(keyTouchedByItem(contentKeys.article('news', 'back-to-school', 'en'), translated)).toBe(
      true,
    );
    expect(keyTouchedByItem(contentKeys.article('news', 'autre', 'ar'), translated)).toBe(false);
  });

  it('a news item touches the news list and the latest news, not the blog lists', () => {
    expect(keyTouchedByItem(contentKeys.news(), news)).toBe(true);
    expect(keyTouchedByItem(contentKeys.latestNews(3), news)).toBe(true);
    expect(keyTouchedByItem(contentKeys.blogList(null), news)).toBe(false);
    expect(keyTouchedByItem(contentKeys.blogList('pedagogy'), news)).toBe(false);
  });

  it('a blog post touches every blog list, not the news lists', () => {
    expect(keyTouchedByItem(contentKeys.blogList(null), blog)).toBe(true);
    expect(keyTouchedByItem(contentKeys.blogList('pedagogy'), blog)).toBe(true);
    expect(keyTouchedByItem(contentKeys.news(), blog)).toBe(false);
    expect(keyTouchedByItem(contentKeys.latestNews(3), blog)).toBe(false);
  });

  it('the settings are touched by a setting, and by nothing else', () => {
    expect(keyTouchedBySettings(settingsKeys.list())).toBe(true);
    expect(keyTouchedBySettings(contentKeys.news())).toBe(false);
    expect(keyTouchedByItem(settingsKeys.list(), news)).toBe(false);
  });

  it('the public documents list is touched by a document; the back office list and the rest are not', () => {
    expect(keyTouchedByDocuments(documentKeys.public())).toBe(true);
    expect(keyTouchedByDocuments(documentKeys.admin())).toBe(false);
    expect(keyTouchedByDocuments(contentKeys.news())).toBe(false);
    expect(keyTouchedByItem(documentKeys.public(), news)).toBe(false);
    expect(keyTouchedBySettings(documentKeys.public())).toBe(false);
  });

  it('the running notices are touched by a notice; the back office list and the rest are not', () => {
    expect(keyTouchedByNotices(noticeKeys.running())).toBe(true);
    expect(keyTouchedByNotices(noticeKeys.admin())).toBe(false);
    expect(keyTouchedByNotices(settingsKeys.list())).toBe(false);
    expect(keyTouchedByItem(noticeKeys.running(), news)).toBe(false);
    expect(keyTouchedBySettings(noticeKeys.running())).toBe(false);
  });

  it('the public events are touched by an event; the back office list and the rest are not', () => {
    expect(keyTouchedByEvents(eventKeys.coming())).toBe(true);
    expect(keyTouchedByEvents(eventKeys.next(3))).toBe(true);
    expect(keyTouchedByEvents(eventKeys.admin())).toBe(false);
    expect(keyTouchedByEvents(settingsKeys.list())).toBe(false);
    expect(keyTouchedByItem(eventKeys.coming(), news)).toBe(false);
    expect(keyTouchedByNotices(eventKeys.coming())).toBe(false);
  });
});
