import {
  compareNotices,
  isNoticeRunning,
  NOTICE_DISMISSED_ATTRIBUTE,
  NOTICE_DISMISSED_STORAGE_KEY,
  noticeDismissKey,
  noticeText,
  readDismissedNotices,
  rememberDismissedNotice,
  type Notice,
} from './notice';

const base: Notice = {
  id: 1,
  text_fr: 'École fermée demain',
  text_ar: null,
  text_en: 'School closed tomorrow',
  level: 'information',
  starts_at: '2026-01-01T08:00:00.000Z',
  ends_at: '2026-01-02T08:00:00.000Z',
};

describe('a notice as the banner shows it', () => {
  it('is in the page language, or in French marked lang="fr" where it has no translation', () => {
    expect(noticeText(base, 'fr')).toEqual({ text: 'École fermée demain' });
    expect(noticeText(base, 'en')).toEqual({ text: 'School closed tomorrow' });
    expect(noticeText(base, 'ar')).toEqual({ text: 'École fermée demain', lang: 'fr' });
  });

  it('runs from its start (included) to its end (excluded)', () => {
    const start = Date.parse(base.starts_at);
    const end = Date.parse(base.ends_at);
    expect(isNoticeRunning(base, start - 1)).toBe(false);
    expect(isNoticeRunning(base, start)).toBe(true);
    expect(isNoticeRunning(base, end - 1)).toBe(true);
    expect(isNoticeRunning(base, end)).toBe(false);
  });

  it('puts the urgent first, then the important, then by start', () => {
    const later = { ...base, id: 2, starts_at: '2026-01-01T09:00:00.000Z' };
    const urgent = { ...base, id: 3, level: 'urgent' as const, starts_at: '2026-01-01T10:00:00Z' };
    const important = { ...base, id: 4, level: 'important' as const };
    expect([later, base, important, urgent].sort(compareNotices).map((n) => n.id)).toEqual([
      3, 4, 1, 2,
    ]);
  });

  it('is remembered as dismissed by its texts: another text is another word', () => {
    const key = noticeDismissKey(base);
    expect(key).toMatch(/^n[0-9a-z]+$/);
    expect(noticeDismissKey({ ...base })).toBe(key);
    expect(noticeDismissKey({ ...base, text_fr: 'École fermée lundi' })).not.toBe(key);
    expect(noticeDismissKey({ ...base, text_ar: 'المدرسة مغلقة' })).not.toBe(key);
    expect(noticeDismissKey({ ...base, id: 2 })).not.toBe(key);
  });

  it('keeps the last 20 dismissals in storage and names them on <html>', () => {
    for (let i = 0; i < 25; i += 1) rememberDismissedNotice(`n${i}`);
    rememberDismissedNotice('n3');
    const kept = readDismissedNotices();
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe('n3');
    expect(kept).not.toContain('n0');
    expect(document.documentElement.getAttribute(NOTICE_DISMISSED_ATTRIBUTE)).toBe(kept.join(' '));
  });

  it('reads a damaged list as none', () => {
    localStorage.setItem(NOTICE_DISMISSED_STORAGE_KEY, '{not json');
    expect(readDismissedNotices()).toEqual([]);
    localStorage.setItem(NOTICE_DISMISSED_STORAGE_KEY, '{"a":1}');
    expect(readDismissedNotices()).toEqual([]);
  });
});
