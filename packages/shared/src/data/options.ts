import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';

/**
 * What a query may carry in `meta`, for the query cache to read when it fails (load-errors.ts).
 * A type, not an interface: TanStack requires a `Record<string, unknown>`, which an interface
 * without an index signature is not.
 */
export type DataQueryMeta = {
  /**
   * The title of the toast shown when the query fails (after its retries), already in the
   * reader's language. Without it, a failure shows no toast: the page says so itself.
   */
  errorToast?: string;
};

// Declared once for the whole workspace: `meta` is typed wherever a query is made or read.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DataQueryMeta;
  }
}

/**
 * What a caller may add to a read of the data layer: any of TanStack's query options except the
 * key and the request, which belong to the hook (the key is what mutations invalidate). Typed
 * with the hook's own key, so that callbacks given the query (`enabled`, `placeholderData`…)
 * match the one the hook makes.
 */
export type QueryHookOptions<TData, TQueryKey extends QueryKey> = Omit<
  UseQueryOptions<TData, Error, TData, TQueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * What a caller may add to a write of the data layer: any of TanStack's mutation options except
 * the request. A hook that refreshes reads calls the caller's own callbacks after refreshing
 * (`refreshingFirst`), so a caller never sees the data from before its write.
 */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

/**
 * The caller's options for a write whose hook refreshes reads: `refresh` runs first, then the
 * caller's own `onSuccess` (and `onError`, for a write that refreshes after a failure too, when
 * part of it may have landed). Every other option reaches TanStack as it is.
 */
export function refreshingFirst<TData, TVariables>(
  { onSuccess, onError, ...options }: MutationHookOptions<TData, TVariables>,
  refresh: () => Promise<unknown>,
  { afterError = false }: { afterError?: boolean } = {},
): MutationHookOptions<TData, TVariables> {
  return {
    ...options,
    onSuccess: async (...args) => {
      await refresh();
      await onSuccess?.(...args);
    },
    onError: afterError
      ? async (...args) => {
          await refresh();
          await onError?.(...args);
        }
      : onError,
  };
}
