import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '../zod';
import { getSupabase, invalidateContent } from '@school/shared';
import { refreshingFirst, type MutationHookOptions } from '../options';
import { publishedAtFor } from './published-at';
import { translationLocales } from './localize';
import { SLUG_PATTERN, slugify } from './slug';
import { blogCategories, contentStatuses, contentTypes, type ContentItem } from './types';

const optionalSlug = z
  .string()
  .trim()
  .max(80, 'validation.slug.tooLong')
  .refine((value) => value === '' || SLUG_PATTERN.test(value), 'validation.slug.invalid')
  .optional();

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional().or(z.literal(''));

/**
 * The Arabic or English version of an item: every field may stay empty ("not translated yet").
 * Once any field is written, the title and the body are required (checked below).
 */
export const translationSchema = z.object({
  title: optionalText(300, 'validation.title.tooLong'),
  excerpt: optionalText(1000, 'validation.excerpt.tooLong'),
  content: z.string().trim().optional().or(z.literal('')),
  /** Empty: the version is served under the French slug (the same address in its language). */
  slug: optionalSlug,
  image_alt: optionalText(300, 'validation.imageAlt.tooLong'),
});

export type TranslationInput = z.input<typeof translationSchema>;
type TranslationValues = z.output<typeof translationSchema>;

/** Whether anything of a version was written (then it exists, and needs a title and a body). */
export function isTranslationStarted(version: TranslationInput | undefined): boolean {
  return Boolean(
    version &&
    [version.title, version.excerpt, version.content, version.slug, version.image_alt].some(
      (value) => typeof value === 'string' && value.trim() !== '',
    ),
  );
}

/**
 * Fields that must say what the featured image shows and do not: the French alternative text and
 * that of every version that exists. `hasImage` counts a file chosen but not uploaded yet.
 */
export function missingImageAlts(
  values: Pick<ContentFormInput, 'image_alt' | 'ar' | 'en'>,
  hasImage: boolean,
): ('image_alt' | 'ar.image_alt' | 'en.image_alt')[] {
  if (!hasImage) return [];
  const missing: ('image_alt' | 'ar.image_alt' | 'en.image_alt')[] = [];
  if (!values.image_alt?.trim()) missing.push('image_alt');
  for (const locale of translationLocales) {
    const version = values[locale];
    if (isTranslationStarted(version) && !version?.image_alt?.trim()) {
      missing.push(`${locale}.image_alt`);
    }
  }
  return missing;
}

/**
 * The content form (create and edit): title and body required, as in the admin screen, in
 * French; the Arabic and English versions are optional, each complete once started. Error
 * messages are message ids: the back office translates them.
 */
export const contentFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'validation.title.required')
      .max(300, 'validation.title.tooLong'),
    content: z.string().trim().min(1, 'validation.content.required'),
    excerpt: z.string().trim().max(1000, 'validation.excerpt.tooLong').optional().or(z.literal('')),
    type: z.enum(contentTypes).default('blog'),
    status: z.enum(contentStatuses).default('draft'),
    category: z
      .enum(blogCategories)
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    /** Empty: derived from the title (the database makes it unique on create). */
    slug: optionalSlug,
    featured_image: z.string().nullable().optional(),
    /** What the featured image shows, in French (required with an image). */
    image_alt: optionalText(300, 'validation.imageAlt.tooLong'),
    ar: translationSchema.optional(),
    en: translationSchema.optional(),
    /** Scheduled publishing: a future time keeps a published item hidden until then. */
    scheduled_for: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.coerce.date({ error: 'validation.schedule.invalid' }).nullable(),
    ),
  })
  .superRefine((values, context) => {
    for (const locale of translationLocales) {
      const version = values[locale];
      if (!isTranslationStarted(version)) continue;
      if (!version?.title) {
        context.addIssue({
          code: 'custom',
          path: [locale, 'title'],
          message: 'validation.translation.titleRequired',
        });
      }
      if (!version?.content) {
        context.addIssue({
          code: 'custom',
          path: [locale, 'content'],
          message: 'validation.translation.contentRequired',
        });
      }
    }
    for (const field of missingImageAlts(values, Boolean(values.featured_image))) {
      context.addIssue({
        code: 'custom',
        path: field.split('.'),
        message: 'validation.imageAlt.required',
      });
    }
  });

export type ContentFormInput = z.input<typeof contentFormSchema>;
export type ContentFormValues = z.output<typeof contentFormSchema>;

/** The columns of one version: its text when it was written, NULL ("not translated") if not. */
function versionColumns(
  locale: 'ar' | 'en',
  version: TranslationValues | undefined,
  image: boolean,
) {
  const started = isTranslationStarted(version);
  const text = (value: string | undefined) => (started && value ? value : null);
  return {
    [`title_${locale}`]: text(version?.title),
    [`excerpt_${locale}`]: text(version?.excerpt),
    [`content_${locale}`]: text(version?.content),
    [`slug_${locale}`]: text(version?.slug),
    [`image_alt_${locale}`]: image ? text(version?.image_alt) : null,
  } as Record<
    `${'title' | 'excerpt' | 'content' | 'slug' | 'image_alt'}_${typeof locale}`,
    string | null
  >;
}

/** The row a form becomes on save (create or edit). */
export function toContentRow(
  values: ContentFormValues,
  now = new Date(),
  mode: 'create' | 'update' = 'create',
) {
  const slug = values.slug
    ? values.slug
    : mode === 'update'
      ? slugify(values.title) || undefined
      : undefined;
  return {
    title: values.title,
    content: values.content,
    excerpt: values.excerpt ? values.excerpt : null,
    type: values.type,
    status: values.status,
    category: values.type === 'blog' ? (values.category ?? null) : null,
    featured_image: values.featured_image ?? null,
    image_alt: values.featured_image && values.image_alt ? values.image_alt : null,
    ...versionColumns('ar', values.ar, Boolean(values.featured_image)),
    ...versionColumns('en', values.en, Boolean(values.featured_image)),
    published_at: publishedAtFor(values.status, now, values.scheduled_for ?? null),
    ...(slug ? { slug } : {}),
  };
}

export async function createContent(input: ContentFormInput): Promise<ContentItem> {
  const values = contentFormSchema.parse(input);
  const client = await getSupabase();
  const { data, error } = await client
    .from('content_management')
    .insert(toContentRow(values))
    .select()
    .single();
  if (error) throw error;
  return data;
}

export function useCreateContent(options: MutationHookOptions<ContentItem, ContentFormInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateContent(queryClient)),
    mutationFn: createContent,
  });
}
