import { isSlugTakenError, slugify } from './slug';

describe('slugify', () => {
  it('folds French accents and dashes the rest, like the database', () => {
    expect(slugify('Rentrée scolaire 2025 : les inscriptions !')).toBe(
      'rentree-scolaire-2025-les-inscriptions',
    );
    expect(slugify('  --Élèves & Œuvres--  ')).toBe('eleves-ouvres');
  });

  it('keeps Arabic letters', () => {
    expect(slugify('العودة المدرسية 2025')).toBe('العودة-المدرسية-2025');
  });

  it('recognises the unique-slug violation only', () => {
    expect(
      isSlugTakenError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "content_management_slug_key"',
      }),
    ).toBe(true);
    expect(
      isSlugTakenError({
        code: '23505',
        message: 'duplicate key',
        details: 'Key (slug)=(x) already exists.',
      }),
    ).toBe(true);
    expect(isSlugTakenError({ code: '23514', message: 'slug check' })).toBe(false);
    expect(isSlugTakenError(null)).toBe(false);
  });
});
