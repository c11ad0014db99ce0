import { contentFormSchema, missingImageAlts, toContentRow } from './create-content';
import { contentItem } from '../../testing/factories';
import { localizeContent, versionsOf, type TranslatableContent } from './localize';

const frenchOnly: TranslatableContent = contentItem({
  title: 'Sortie au musée',
  excerpt: 'Les CM2 au musée.',
  content: 'Texte',
  slug: 'sortie-musee',
});

const translated: TranslatableContent = {
  ...frenchOnly,
  title_ar: 'زيارة المتحف',
  excerpt_ar: 'تلاميذ في المتحف.',
  content_ar: 'نص',
  path_slug_ar: 'زيارة-المتحف',
};

describe('localizeContent', () => {
  it('shows the French version, marked, when the language has none', () => {
    const shown = localizeContent(frenchOnly, 'ar');
    expect(shown).toMatchObject({
      title: 'Sortie au musée',
      excerpt: 'Les CM2 au musée.',
      content: 'Texte',
      lang: 'fr',
      translated: false,
      slug: 'sortie-musee',
    });
    expect(shown.versions).toEqual({ fr: 'sortie-musee' });
  });

  it("shows the visitor's version, at its own address, once it exists", () => {
    const shown = localizeContent(translated, 'ar');
    expect(shown).toMatchObject({
      title: 'زيارة المتحف',
      excerpt: 'تلاميذ في المتحف.',
      content: 'نص',
      lang: 'ar',
      translated: true,
      slug: 'زيارة-المتحف',
    });
    expect(versionsOf(translated)).toEqual({ fr: 'sortie-musee', ar: 'زيارة-المتحف' });
    expect(localizeContent(translated, 'en').lang).toBe('fr');
  });
});

describe('the form with its versions', () => {
  const base = { title: 'Titre', content: 'Corps', type: 'news', status: 'draft' } as const;

  it('keeps an untouched version as "not translated" (NULL columns)', () => {
    const values = contentFormSchema.parse({ ...base, ar: { title: '', content: '' } });
    expect(toContentRow(values)).toMatchObject({ title_ar: null, content_ar: null, slug_ar: null });
  });

  it('needs a title and a body once a version is started', () => {
    const result = contentFormSchema.safeParse({ ...base, en: { excerpt: 'Only a summary' } });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['en.title', 'validation.translation.titleRequired'],
      ['en.content', 'validation.translation.contentRequired'],
    ]);
  });

  it('needs an alternative text for every existing version when an image is set', () => {
    const ar = { title: 'عنوان', content: 'نص' };
    expect(missingImageAlts({ ar }, false)).toEqual([]);
    expect(missingImageAlts({ ar, image_alt: 'Une cour' }, true)).toEqual(['ar.image_alt']);
    const result = contentFormSchema.safeParse({ ...base, featured_image: 'seed/a.png', ar });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'image_alt',
      'ar.image_alt',
    ]);
    const ok = contentFormSchema.parse({
      ...base,
      featured_image: 'seed/a.png',
      image_alt: 'Une cour',
      ar: { ...ar, image_alt: 'ساحة', slug: 'عنوان' },
    });
    expect(toContentRow(ok)).toMatchObject({
      image_alt: 'Une cour',
      title_ar: 'عنوان',
      content_ar: 'نص',
      image_alt_ar: 'ساحة',
      slug_ar: 'عنوان',
      title_en: null,
    });
  });
});
