import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentKeys, getSupabase } from '@school/shared';
import { invalidateDocuments } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions, type QueryHookOptions } from '../options';
import { z } from '../zod';
import {
  DOCUMENTS_BUCKET,
  DOCUMENT_MAX_BYTES,
  bytesMatchType,
  documentCategories,
  documentCurrentKey,
  documentLanguages,
  documentLevels,
  documentVersionKey,
  isDocumentType,
  newestFile,
  type DocumentLanguage,
  type SchoolDocument,
} from './document';

const ADMIN_COLUMNS =
  'id, title_fr, title_ar, title_en, category, level, school_year, updated_at, files:document_files(id, document_id, language, version, size_bytes, mime_type, file_name, uploaded_at)';

/** Every document, the last changed first, with every version of every file (the history). */
export async function fetchAdminDocuments(signal?: AbortSignal): Promise<SchoolDocument[]> {
  const client = await getSupabase();
  let query = client
    .from('documents')
    .select(ADMIN_COLUMNS)
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const adminDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.admin(),
    queryFn: ({ signal }) => fetchAdminDocuments(signal),
  });

export function useAdminDocuments(
  options: QueryHookOptions<SchoolDocument[], ReturnType<typeof documentKeys.admin>> = {},
) {
  return useQuery({ ...adminDocumentsQueryOptions(), ...options });
}

/** The longest title in each language (the database says the same). */
export const DOCUMENT_TITLE_MAX_LENGTH = 200;

const translation = z
  .string()
  .trim()
  .max(DOCUMENT_TITLE_MAX_LENGTH, 'validation.document.titleTooLong')
  .optional()
  .or(z.literal(''));

/** « 2026-2027 »: two years that follow each other (the database's documents_school_year_check). */
export function isSchoolYear(value: string): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/**
 * The document form: the French title required, the others optional, a category, and optionally
 * a level and a school year. Error messages are message ids (the back office translates them).
 */
export const documentFormSchema = z.object({
  title_fr: z
    .string()
    .trim()
    .min(1, 'validation.document.titleRequired')
    .max(DOCUMENT_TITLE_MAX_LENGTH, 'validation.document.titleTooLong'),
  title_ar: translation,
  title_en: translation,
  category: z.enum(documentCategories, { error: 'validation.document.categoryRequired' }),
  level: z.enum(documentLevels).optional().or(z.literal('')),
  school_year: z
    .string()
    .trim()
    .refine((value) => value === '' || isSchoolYear(value), 'validation.document.schoolYear')
    .optional(),
});

export type DocumentFormInput = z.input<typeof documentFormSchema>;
export type DocumentFormValues = z.output<typeof documentFormSchema>;

export function toDocumentRow(values: DocumentFormValues) {
  return {
    title_fr: values.title_fr,
    title_ar: values.title_ar ? values.title_ar : null,
    title_en: values.title_en ? values.title_en : null,
    category: values.category,
    level: values.level ? values.level : null,
    school_year: values.school_year ? values.school_year : null,
  };
}

/** The database's refusal of a school year, said on its field; null for any other error. */
export function documentSaveError(
  error: unknown,
): { field: 'school_year'; message: string } | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23514' && typeof message === 'string' && message.includes('school_year'))
    return { field: 'school_year', message: 'validation.document.schoolYear' };
  return null;
}

/** Creates a document, or changes the one `id` names; gives its id. */
export async function saveDocument({
  id,
  values: input,
}: {
  id?: number;
  values: DocumentFormInput;
}): Promise<number> {
  const row = toDocumentRow(documentFormSchema.parse(input));
  const client = await getSupabase();
  const query =
    id === undefined
      ? client.from('documents').insert(row)
      : client.from('documents').update(row).eq('id', id);
  const { data, error } = await query.select('id').single();
  if (error) throw error;
  return data.id;
}

export function useSaveDocument(
  options: MutationHookOptions<number, { id?: number; values: DocumentFormInput }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateDocuments(queryClient)),
    mutationFn: saveDocument,
  });
}

/** Why a file was not taken: each is a message id the back office says in the admin's language. */
export type DocumentFileProblem = 'tooLarge' | 'badType' | 'notWhatItClaims';

export class DocumentFileError extends Error {
  constructor(readonly problem: DocumentFileProblem) {
    super(`validation.document.file.${problem}`);
    this.name = 'DocumentFileError';
  }
}

/**
 * What is wrong with a file before anything is sent (null when nothing): over the bucket's limit,
 * not a type it takes, or bytes that are not of the type it claims. Reads only its first bytes.
 */
export async function checkDocumentFile(file: File): Promise<DocumentFileProblem | null> {
  if (!isDocumentType(file.type)) return 'badType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return bytesMatchType(head, file.type) ? null : 'notWhatItClaims';
}

/** Storage's answer, as the form says it (the bucket refuses what the form let through). */
function storageProblem(error: unknown): DocumentFileProblem | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === '413') return 'tooLarge';
  if (status === '415') return 'badType';
  return null;
}

export interface UploadDocumentFile {
  document: Pick<SchoolDocument, 'id' | 'files'>;
  language: DocumentLanguage;
  file: File;
}

/**
 * Stores a new version of one language's file: its own object (`v<n>`, kept for the history),
 * its row (the database takes the size and type from the stored object), then the same bytes at
 * the file's stable address (`current`, replaced in place, short cache time). A failure at the
 * last step leaves the previous version served and the new one in the history: uploading it
 * again serves it.
 */
export async function uploadDocumentFile({ document, language, file }: UploadDocumentFile) {
  if (!documentLanguages.includes(language)) throw new Error(`Unknown language ${language}`);
  const problem = await checkDocumentFile(file);
  if (problem) throw new DocumentFileError(problem);
  const client = await getSupabase();
  const bucket = client.storage.from(DOCUMENTS_BUCKET);
  const version = (newestFile(document.files, language)?.version ?? 0) + 1;
  const versionKey = documentVersionKey(document.id, language, version);
  const stored = await bucket.upload(versionKey, file, {
    contentType: file.type,
    // A version's bytes never change.
    cacheControl: '31536000',
  });
  if (stored.error) throw new DocumentFileError(storageProblem(stored.error) ?? 'badType');
  const { error } = await client
    .from('document_files')
    .insert({ document_id: document.id, language, version, file_name: file.name });
  if (error) throw error;
  const current = await bucket.upload(documentCurrentKey(document.id, language), file, {
    contentType: file.type,
    // Replaced in place: a minute at most in a cache on the way.
    cacheControl: '60',
    upsert: true,
  });
  if (current.error) throw current.error;
  return version;
}

export function useUploadDocumentFile(
  options: MutationHookOptions<number, UploadDocumentFile> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateDocuments(queryClient)),
    mutationFn: uploadDocumentFile,
  });
}

/** Deletes a document, then its files (the bucket lets them go once the row is gone). */
export async function deleteDocument(document: Pick<SchoolDocument, 'id' | 'files'>) {
  const client = await getSupabase();
  const { error } = await client.from('documents').delete().eq('id', document.id);
  if (error) throw error;
  const keys = [
    ...document.files.map((file) => documentVersionKey(document.id, file.language, file.version)),
    ...[...new Set(document.files.map((file) => file.language))].map((language) =>
      documentCurrentKey(document.id, language),
    ),
  ];
  if (keys.length > 0) {
    const removed = await client.storage.from(DOCUMENTS_BUCKET).remove(keys);
    if (removed.error) throw removed.error;
  }
}

export function useDeleteDocument(
  options: MutationHookOptions<void, Pick<SchoolDocument, 'id' | 'files'>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateDocuments(queryClient)),
    mutationFn: deleteDocument,
  });
}
