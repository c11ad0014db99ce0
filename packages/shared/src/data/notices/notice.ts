import type { Locale } from '../../stores/locale-store';

// An urgent notice as every public page shows it (public.notices): kept small and free of
// dependencies. The banner takes these from data/notices, a chunk loaded with it.

export const noticeLevels = ['information', 'important', 'urgent'] as const;
export type NoticeLevel = (typeof noticeLevels)[number];

export interface Notice {
  id: number;
  text_fr: string;
  text_ar: string | null;
  text_en: string | null;
  level: NoticeLevel;
  starts_at: string;
  ends_at: string;
}

/**
 * The notice's text in the page's language, or the French one marked `lang: 'fr'` where it has
 * no translation (an Arabic page then reads the French left to right, pronounced as French).
 */
export function noticeText(notice: Notice, locale: Locale): { text: string; lang?: 'fr' } {
  const own = locale === 'ar' ? notice.text_ar : locale === 'en' ? notice.text_en : null;
  if (own) return { text: own };
  return locale === 'fr' ? { text: notice.text_fr } : { text: notice.text_fr, lang: 'fr' };
}

/** Whether a notice is running at `now` (started, not yet ended). */
export function isNoticeRunning(notice: Pick<Notice, 'starts_at' | 'ends_at'>, now: number) {
  return Date.parse(notice.starts_at) <= now && now < Date.parse(notice.ends_at);
}

const rank: Record<NoticeLevel, number> = { urgent: 0, important: 1, information: 2 };

/** The order the banner shows them in: urgent first, then important, then by start. */
export function compareNotices(a: Notice, b: Notice): number {
  return rank[a.level] - rank[b.level] || a.starts_at.localeCompare(b.starts_at) || a.id - b.id;
}

/**
 * What a visitor's dismissal remembers: the notice and its texts, digested (FNV-1a, base 36) to
 * a short word. Editing any of its texts gives another word, so the notice comes back.
 */
export function noticeDismissKey(notice: Pick<Notice, 'id' | 'text_fr' | 'text_ar' | 'text_en'>) {
  const source = [notice.id, notice.text_fr, notice.text_ar ?? '', notice.text_en ?? ''].join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i += 1) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `n${(hash >>> 0).toString(36)}`;
}

/**
 * Where dismissals are kept, and the `<html>` attribute that lists them before the first paint:
 * shell/src/index.html's first inline script copies the list onto `<html>` (it cannot import
 * this module; a shell test checks both say the same), so a dismissed notice is never drawn,
 * then removed (no layout shift).
 */
export const NOTICE_DISMISSED_STORAGE_KEY = 'ecole.notices.dismissed';
export const NOTICE_DISMISSED_ATTRIBUTE = 'data-notices-dismissed';

/** How many dismissals are kept (the oldest go first). */
const KEPT_DISMISSALS = 20;

/** The dismissed notices' words, oldest first (none when storage cannot be read). */
export function readDismissedNotices(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(NOTICE_DISMISSED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a dismissal, and says it on `<html>` as the first inline script would. */
export function rememberDismissedNotice(key: string): void {
  const keys = [...readDismissedNotices().filter((k) => k !== key), key].slice(-KEPT_DISMISSALS);
  try {
    localStorage.setItem(NOTICE_DISMISSED_STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Private browsing with storage refused: dismissed for this page only.
  }
  document.documentElement.setAttribute(NOTICE_DISMISSED_ATTRIBUTE, keys.join(' '));
}
