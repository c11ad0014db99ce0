import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase, noticeKeys } from '@school/shared';
import { invalidateNotices } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions, type QueryHookOptions } from '../options';
import { z } from '../zod';
import { noticeLevels, type Notice } from './notice';

/** A notice as the back office lists it: who wrote it and when it was last changed too. */
export type AdminNotice = Notice & { created_at: string; updated_at: string };

/** Every notice (past, running and to come: staff read them all), the latest start first. */
export async function fetchAdminNotices(signal?: AbortSignal): Promise<AdminNotice[]> {
  const client = await getSupabase();
  let query = client
    .from('notices')
    .select('id, text_fr, text_ar, text_en, level, starts_at, ends_at, created_at, updated_at')
    .order('starts_at', { ascending: false })
    .order('id', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as AdminNotice[];
}

export const adminNoticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.admin(),
    queryFn: ({ signal }) => fetchAdminNotices(signal),
  });

export function useAdminNotices(
  options: QueryHookOptions<AdminNotice[], ReturnType<typeof noticeKeys.admin>> = {},
) {
  return useQuery({ ...adminNoticesQueryOptions(), ...options });
}

/** The longest text a notice may have, in each language (the database says the same). */
export const NOTICE_MAX_LENGTH = 280;

const translation = z
  .string()
  .trim()
  .max(NOTICE_MAX_LENGTH, 'validation.notice.tooLong')
  .optional()
  .or(z.literal(''));

const time = (required: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .date({ error: required })
      .nullable()
      .refine((value) => value !== null, required),
  );

/**
 * The notice form: the French text required, the translations optional, a level, a start and an
 * end. Error messages are message ids (the back office translates them). The end after the start
 * is checked here for a quick answer and by the database whatever is sent (its error is mapped
 * back to the same message: noticeSaveError).
 */
export const noticeFormSchema = z
  .object({
    text_fr: z
      .string()
      .trim()
      .min(1, 'validation.notice.textRequired')
      .max(NOTICE_MAX_LENGTH, 'validation.notice.tooLong'),
    text_ar: translation,
    text_en: translation,
    level: z.enum(noticeLevels),
    starts_at: time('validation.notice.startRequired'),
    ends_at: time('validation.notice.endRequired'),
  })
  .superRefine((values, context) => {
    if (values.starts_at && values.ends_at && values.ends_at <= values.starts_at) {
      context.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'validation.notice.endBeforeStart',
      });
    }
  });

export type NoticeFormInput = z.input<typeof noticeFormSchema>;
export type NoticeFormValues = z.output<typeof noticeFormSchema>;

/** The row a form becomes (an empty translation is none: the page shows the French). */
export function toNoticeRow(values: NoticeFormValues) {
  return {
    text_fr: values.text_fr,
    text_ar: values.text_ar ? values.text_ar : null,
    text_en: values.text_en ? values.text_en : null,
    level: values.level,
    starts_at: values.starts_at.toISOString(),
    ends_at: values.ends_at.toISOString(),
  };
}

/**
 * What the database's refusal of a notice means, as the form says it on a field: the end at or
 * before the start (notices_end_after_start), or another urgent notice running in the same
 * period (notices_one_urgent_at_a_time). Null for any other error.
 */
export function noticeSaveError(
  error: unknown,
): { field: 'ends_at' | 'level'; message: string } | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === '23514' && text.includes('notices_end_after_start'))
    return { field: 'ends_at', message: 'validation.notice.endBeforeStart' };
  if (code === '23P01' && text.includes('notices_one_urgent_at_a_time'))
    return { field: 'level', message: 'validation.notice.urgentOverlap' };
  return null;
}

/** Creates a notice, or changes the one `id` names. */
export async function saveNotice({
  id,
  values: input,
}: {
  id?: number;
  values: NoticeFormInput;
}): Promise<Notice> {
  const row = toNoticeRow(noticeFormSchema.parse(input));
  const client = await getSupabase();
  const query =
    id === undefined
      ? client.from('notices').insert(row)
      : client.from('notices').update(row).eq('id', id);
  const { data, error } = await query
    .select('id, text_fr, text_ar, text_en, level, starts_at, ends_at')
    .single();
  if (error) throw error;
  return data as Notice;
}

export function useSaveNotice(
  options: MutationHookOptions<Notice, { id?: number; values: NoticeFormInput }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateNotices(queryClient)),
    mutationFn: saveNotice,
  });
}

export async function deleteNotice(id: number): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('notices').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteNotice(options: MutationHookOptions<void, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateNotices(queryClient)),
    mutationFn: deleteNotice,
  });
}
