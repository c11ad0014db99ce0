import { useToast } from '@school/design-system';
import { useLoadErrorToasts } from '@school/shared';

/**
 * The page's one listener for failed reads that ask for a toast (`meta.errorToast`): inside the
 * toast region, so every remote's failed load is shown the same way, once per failure.
 */
export function LoadErrorToasts() {
  useLoadErrorToasts(useToast().toast);
  return null;
}
