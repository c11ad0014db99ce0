import { toContentRow, contentFormSchema } from './create-content';
import { isPubliclyVisible, publishedAtFor } from './published-at';

const now = new Date('2025-03-01T10:00:00.000Z');

describe('publishedAtFor', () => {
  it('is now when saved as published and null for a draft', () => {
    expect(publishedAtFor('published', now)).toBe('2025-03-01T10:00:00.000Z');
    expect(publishedAtFor('draft', now)).toBeNull();
    expect(publishedAtFor('draft', now, new Date('2030-01-01'))).toBeNull();
  });

  it('keeps a future time (scheduled publishing) and ignores a past one', () => {
    expect(publishedAtFor('published', now, new Date('2025-04-01T08:00:00.000Z'))).toBe(
      '2025-04-01T08:00:00.000Z',
    );
    expect(publishedAtFor('published', now, new Date('2020-01-01'))).toBe(now.toISOString());
  });
});

describe('isPubliclyVisible', () => {
  it('needs published status and a publication time that has come', () => {
    expect(
      isPubliclyVisible({ status: 'published', published_at: '2025-02-01T00:00:00Z' }, now),
    ).toBe(true);
    expect(
      isPubliclyVisible({ status: 'published', published_at: '2025-05-01T00:00:00Z' }, now),
    ).toBe(false);
    expect(isPubliclyVisible({ status: 'draft', published_at: null }, now)).toBe(false);
  });
});

describe('content form', () => {
  it('defaults to a blog draft and requires title and content', () => {
    const values = contentFormSchema.parse({ title: 'Titre', content: 'Texte' });
    expect(values).toMatchObject({ type: 'blog', status: 'draft' });
    expect(toContentRow(values, now)).toMatchObject({ published_at: null, excerpt: null });
    expect(contentFormSchema.safeParse({ title: ' ', content: 'x' }).success).toBe(false);
    expect(contentFormSchema.safeParse({ title: 'x', content: '' }).success).toBe(false);
  });

  it('drops a category on news', () => {
    const values = contentFormSchema.parse({
      title: 'T',
      content: 'C',
      type: 'news',
      status: 'published',
      category: 'education',
    });
    expect(toContentRow(values, now)).toMatchObject({
      category: null,
      published_at: now.toISOString(),
    });
  });
});
