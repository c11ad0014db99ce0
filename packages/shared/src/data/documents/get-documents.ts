import {
  documentKeys,
  everyWhileLive,
  freshUntilLive,
  getSupabase,
  usePageQuery,
  type PageQueryOptions,
  type TypedSupabaseClient,
} from '@school/shared';
import { PUBLIC_LIST_REFRESH_MS } from '@school/shared/data/public';
import { DOCUMENTS_BUCKET, documentCurrentKey, type SchoolDocument } from './document';

// One literal: supabase-js types the rows from it.
const DOCUMENT_COLUMNS =
  'id, title_fr, title_ar, title_en, category, level, school_year, updated_at, files:document_files(id, document_id, language, version, size_bytes, mime_type, file_name, uploaded_at)';

/** A document as the public page shows it: with each language's download address. */
export type PublicDocument = SchoolDocument & { urls: Partial<Record<string, string>> };

/**
 * The stable address of a language's file: the `current` object, replaced in place when staff
 * replace the file, so a link shared or saved keeps giving the newest version.
 */
export function documentUrl(client: TypedSupabaseClient, id: number, language: string): string {
  return client.storage.from(DOCUMENTS_BUCKET).getPublicUrl(documentCurrentKey(id, language)).data
    .publicUrl;
}

/**
 * Every document that has a French file (one without is not ready for families), with all its
 * versions (the page picks the newest of each language), grouped by the page.
 */
export async function fetchPublicDocuments(signal?: AbortSignal): Promise<PublicDocument[]> {
  const client = await getSupabase();
  let query = client
    .from('documents')
    .select(DOCUMENT_COLUMNS)
    .order('category')
    .order('title_fr')
    .order('id');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data as SchoolDocument[])
    .filter((document) => document.files.some((file) => file.language === 'fr'))
    .map((document) => ({
      ...document,
      urls: Object.fromEntries(
        [...new Set(document.files.map((file) => file.language))].map((language) => [
          language,
          documentUrl(client, document.id, language),
        ]),
      ),
    }));
}

type PublicKey = ReturnType<typeof documentKeys.public>;

export const publicDocumentsQueryOptions = (): PageQueryOptions<PublicDocument[], PublicKey> => ({
  queryKey: documentKeys.public(),
  queryFn: (context) => fetchPublicDocuments(context.signal),
  staleTime: freshUntilLive,
  refetchInterval: everyWhileLive(PUBLIC_LIST_REFRESH_MS),
});

/** The /documents page's list. */
export function usePublicDocuments() {
  return usePageQuery(publicDocumentsQueryOptions());
}
