import { useToast } from '@school/design-system';
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from './use-error-text';

/**
 * The two toasts a back-office action ends with: what went wrong, said in the admin's language
 * (`useErrorText`), or that it worked.
 */
export function useOutcomeToast() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { toast } = useToast();
  return useMemo(
    () => ({
      failed(title: MessageDescriptor, error: unknown) {
        toast({
          title: intl.formatMessage(title),
          description: errorText(error),
          variant: 'destructive',
        });
      },
      succeeded(title: MessageDescriptor, text: MessageDescriptor) {
        toast({
          title: intl.formatMessage(title),
          description: intl.formatMessage(text),
          variant: 'success',
        });
      },
    }),
    [intl, errorText, toast],
  );
}
