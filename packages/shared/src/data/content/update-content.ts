import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, invalidateContent } from '@school/shared';
import { refreshingFirst, type MutationHookOptions } from '../options';
import { contentFormSchema, toContentRow, type ContentFormInput } from './create-content';
import type { ContentItem } from './types';

export async function updateContent({
  id,
  values,
}: {
  id: string;
  values: ContentFormInput;
}): Promise<ContentItem> {
  const parsed = contentFormSchema.parse(values);
  const client = await getSupabase();
  const { data, error } = await client
    .from('content_management')
    .update({ ...toContentRow(parsed, new Date(), 'update'), updated_at: new Date().toISOString() })
    .eq('id', id)
    .select()
    .single();
  if (error) throw error;
  return data;
}

export function useUpdateContent(
  options: MutationHookOptions<ContentItem, { id: string; values: ContentFormInput }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateContent(queryClient)),
    mutationFn: updateContent,
  });
}
