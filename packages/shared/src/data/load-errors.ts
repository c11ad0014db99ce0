import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from './error-message';
import type { DataQueryMeta } from './options';

/** A read that failed, after its retries, and asked for a toast through its `meta`. */
export interface LoadError {
  /** The toast's title: the query's `meta.errorToast`, already in the reader's language. */
  title: string;
  /** The service's own message, when it gave one. */
  description: string | undefined;
  error: unknown;
  queryKey: QueryKey;
}

type LoadErrorListener = (failure: LoadError) => void;

// Module state on purpose: @school/shared is one instance on the page (a federation singleton),
// so the shell's query cache reports here and the shell's toast region listens here.
const listeners = new Set<LoadErrorListener>();

/**
 * The query cache's `onError` (the shell's createQueryClient). TanStack calls it once per failed
 * fetch, after the retries, whoever observes the query and however often it renders: a failure
 * is reported once. Only queries whose `meta` holds a toast title are passed on; the others are
 * for the page that shows them to report (or not).
 */
export function reportLoadError(
  error: unknown,
  query: { queryKey: QueryKey; meta: DataQueryMeta | undefined },
): void {
  const title = query.meta?.errorToast;
  if (!title) return;
  const failure: LoadError = {
    title,
    description: errorMessage(error),
    error,
    queryKey: query.queryKey,
  };
  for (const listener of listeners) listener(failure);
}

/** Follows the load errors reported from now on; returns the unsubscribe. */
export function subscribeLoadErrors(listener: LoadErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What a load error's toast says (the design system's `toast` takes it as it is). */
export interface LoadErrorToast {
  title: string;
  description: string | undefined;
  variant: 'destructive';
}

/**
 * Shows every reported load error through `toast` while the calling component is mounted: the
 * shell's one listener inside its toast region (and the test renders that stand in for it). The
 * error goes to the console as well, for whoever investigates.
 */
export function useLoadErrorToasts(toast: (toast: LoadErrorToast) => unknown): void {
  useEffect(
    () =>
      subscribeLoadErrors(({ title, description, error, queryKey }) => {
        console.error('Load failed', queryKey, error);
        toast({ title, description, variant: 'destructive' });
      }),
    [toast],
  );
}
