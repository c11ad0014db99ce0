import { useToast } from '@school/design-system';
import { getSupabase } from '@school/shared';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { authMessages } from '../messages';
import { useErrorText } from '../../../lib/use-error-text';

async function signOut(): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) throw error;
}

/** Signs out with the seed's toasts; the store clears the session through the auth event. */
export function useSignOut() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { toast } = useToast();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () =>
      toast({
        title: intl.formatMessage(authMessages.signedOut),
        description: intl.formatMessage(authMessages.signedOutText),
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: intl.formatMessage(authMessages.signOutFailed),
        description: errorText(error),
        variant: 'destructive',
      }),
  });
}
