import { isSlugTakenError, SLUG_PATTERN, slugify } from './slug';

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

describe('SLUG_PATTERN (the database check content_management_slug_check)', () => {
  it.each(['..', '.', 'a/b', 'a\\b', 'a%2Fb', 'A-b', 'a--b', '-a', 'a-', 'a b', 'é', 'a?b', ''])(
    'refuses %j',
    (slug) => {
      expect(SLUG_PATTERN.test(slug)).toBe(false);
    },
  );

  it.each(['rentree-2025', 'العودة-المدرسية-٢٠٢٥', 'a'])('accepts %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('makes from any title a slug the database accepts, numbered variants included', () => {
    const long = slugify(`${'mot '.repeat(40)}fin`);
    expect(long.length).toBeLessThanOrEqual(70);
    expect(SLUG_PATTERN.test(long)).toBe(true);
    expect(SLUG_PATTERN.test(`${long}-12`)).toBe(true);
  });
});
