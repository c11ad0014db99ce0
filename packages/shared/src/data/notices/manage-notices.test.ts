import { noticeFormSchema, noticeSaveError, toNoticeRow } from './manage-notices';

const valid = {
  text_fr: ' École fermée demain ',
  text_ar: '',
  text_en: 'School closed tomorrow',
  level: 'urgent' as const,
  starts_at: '2026-03-02T07:00',
  ends_at: '2026-03-03T07:00',
};

describe('the notice form', () => {
  it('gives the row to save: trimmed texts, no empty translation, times as ISO', () => {
    const row = toNoticeRow(noticeFormSchema.parse(valid));
    expect(row).toEqual({
      text_fr: 'École fermée demain',
      text_ar: null,
      text_en: 'School closed tomorrow',
      level: 'urgent',
      starts_at: new Date('2026-03-02T07:00').toISOString(),
      ends_at: new Date('2026-03-03T07:00').toISOString(),
    });
  });

  it.each([
    [{ text_fr: '  ' }, 'text_fr', 'validation.notice.textRequired'],
    [{ text_en: 'x'.repeat(281) }, 'text_en', 'validation.notice.tooLong'],
    [{ starts_at: '' }, 'starts_at', 'validation.notice.startRequired'],
    [{ ends_at: '' }, 'ends_at', 'validation.notice.endRequired'],
    [{ ends_at: '2026-03-02T06:00' }, 'ends_at', 'validation.notice.endBeforeStart'],
    [{ ends_at: '2026-03-02T07:00' }, 'ends_at', 'validation.notice.endBeforeStart'],
  ])('refuses %j on %s', (change, path, message) => {
    const result = noticeFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });

  it("says which field the database's refusal is about", () => {
    expect(
      noticeSaveError({
        code: '23514',
        message:
          'new row for relation "notices" violates check constraint "notices_end_after_start"',
      }),
    ).toEqual({ field: 'ends_at', message: 'validation.notice.endBeforeStart' });
    expect(
      noticeSaveError({
        code: '23P01',
        message:
          'conflicting key value violates exclusion constraint "notices_one_urgent_at_a_time"',
      }),
    ).toEqual({ field: 'level', message: 'validation.notice.urgentOverlap' });
    expect(noticeSaveError({ code: '42501', message: 'permission denied' })).toBeNull();
    expect(noticeSaveError(new TypeError('Failed to fetch'))).toBeNull();
  });
});
