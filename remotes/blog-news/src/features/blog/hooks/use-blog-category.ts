import { blogCategories, type BlogCategory } from '@school/shared/data/public';
import { useSearchParams } from 'react-router-dom';

/** The category chosen in the address (`?category=pedagogy`); null for all or an unknown one. */
export function useBlogCategory(): BlogCategory | null {
  const [params] = useSearchParams();
  const value = params.get('category');
  return blogCategories.find((category) => category === value) ?? null;
}
