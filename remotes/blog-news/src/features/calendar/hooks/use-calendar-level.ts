import { levelFromParam, type EventLevel } from '@school/shared/data/events';
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const unchanging = () => () => {};

/**
 * The level chosen in the address (`?level=primary`); null for all or an unknown one. The
 * prerendered `/calendar` is drawn with every event (pages are drawn without a query), and a
 * shared `/calendar?level=…` is served that page: while React hydrates it the answer is "all"
 * (the server's snapshot), as drawn, then the address's level (as the blog's category).
 */
export function useCalendarLevel(): EventLevel | null {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  return hydrated ? levelFromParam(params.get('level')) : null;
}
