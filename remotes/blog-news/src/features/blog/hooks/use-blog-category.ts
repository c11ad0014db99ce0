import { blogCategories, type BlogCategory } from '@school/shared/data/public';
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const unchanging = () => () => {};

/**
 * The category chosen in the address (`?category=pedagogy`); null for all or an unknown one.
 * The prerendered `/blog` is drawn with every post (pages are drawn without a query), and a shared
 * `/blog?category=…` is served that page: while React hydrates it the answer is "all" (the
 * server's snapshot), as drawn, then the address's category. Hydrating with the filtered list
 * instead drew other HTML than the server's, which React threw away (#418).
 */
export function useBlogCategory(): BlogCategory | null {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const value = hydrated ? params.get('category') : null;
  return blogCategories.find((category) => category === value) ?? null;
}
