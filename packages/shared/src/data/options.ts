import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';

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
 * the request. A hook that refreshes reads calls the caller's own callbacks after refreshing, so
 * a caller never sees the data from before its write.
 */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
