import { errorKind, retryAfterMinutes } from '@school/shared/data/admin';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages, rateLimitedIn } from './error-messages';

/**
 * Turns a failure from the backend into a sentence in the admin's language. The service's own
 * text is English and technical ("Invalid login credentials", a constraint name): it goes to the
 * console for whoever investigates, never on screen.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const kind = errorKind(error);
      if (kind === 'unknown') console.warn('Unexpected error', error);
      const minutes = kind === 'rateLimited' ? retryAfterMinutes(error) : null;
      if (minutes !== null) return intl.formatMessage(rateLimitedIn, { minutes });
      return intl.formatMessage(errorMessages[kind]);
    },
    [intl],
  );
}
