import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '../zod';
import { getSupabase } from '@school/shared';
import { invalidateContent } from '../keys';
import { refreshingFirst, type MutationHookOptions } from '../options';
import { publishedAtFor } from './published-at';
import { SLUG_PATTERN, slugify } from './slug';
import { blogCategories, contentStatuses, contentTypes, type ContentItem } from './types';

/**
 * The content form (create and edit): title and body required, as in the admin screen. Error
 * messages are message ids: the back office translates them.
 */
export const contentFormSchema = z.object({
  title: z.string().trim().min(1, 'validation.title.required').max(300, 'validation.title.tooLong'),
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
  slug: z
    .string()
    .trim()
    .max(80, 'validation.slug.tooLong')
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'validation.slug.invalid')
    .optional(),
  featured_image: z.string().nullable().optional(),
  /** Scheduled publishing: a future time keeps a published item hidden until then. */
  scheduled_for: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.date({ error: 'validation.schedule.invalid' }).nullable(),
  ),
});

export type ContentFormInput = z.input<typeof contentFormSchema>;
export type ContentFormValues = z.output<typeof contentFormSchema>;

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
