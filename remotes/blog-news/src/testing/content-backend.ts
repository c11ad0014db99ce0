import { setSupabaseForTests } from '@school/shared';
import type { ContentItem } from '@school/shared/data/public';
import { fakeSupabase, tables, type QueryCall, type QueryResult } from '@school/shared/testing';

/**
 * The backend of these pages: the content table holding `rows`, read as PostgREST reads it
 * (filters, order, pages). `answer` replaces every read's answer (a failure, a pending read).
 * Returns the log of what the pages asked for.
 */
export function serveContent(
  rows: ContentItem[],
  answer?: (call: QueryCall) => QueryResult | Promise<QueryResult>,
): QueryCall[] {
  const backend = fakeSupabase(answer ?? tables({ content_management: rows }));
  setSupabaseForTests(backend.client);
  return backend.log;
}

const columnLanguage: Record<string, string> = {
  slug: '',
  path_slug_ar: 'ar:',
  path_slug_en: 'en:',
};

export interface ArticleRead {
  /** 'news/rentree', or 'ar:news/…' for an address in another language. */
  address: string;
  /** A staff preview: asked without the published status (row-level security decides). */
  preview: boolean;
}

/** The articles read by their address, in order. */
export function articleReads(log: QueryCall[]): ArticleRead[] {
  return log.flatMap((call) => {
    const filters = call.calls.filter(([method]) => method === 'eq').map(([, args]) => args);
    const type = filters.find(([column]) => column === 'type')?.[1];
    const address = filters.find(([column]) => String(column) in columnLanguage);
    if (!call.calls.some(([method]) => method === 'maybeSingle') || !address) return [];
    return [
      {
        address: `${columnLanguage[String(address[0])]}${String(type)}/${String(address[1])}`,
        preview: !filters.some(([column]) => column === 'status'),
      },
    ];
  });
}

/** The blog categories the lists were read for, in order (null: every category). */
export function categoryReads(log: QueryCall[]): (string | null)[] {
  return log
    .filter(
      (call) =>
        call.table === 'content_management' &&
        call.calls.some(([method, args]) => method === 'eq' && args[1] === 'blog') &&
        call.calls.some(([method]) => method === 'range'),
    )
    .map(
      (call) =>
        (call.calls.find(([method, args]) => method === 'eq' && args[0] === 'category')?.[1][1] as
          string | undefined) ?? null,
    );
}
