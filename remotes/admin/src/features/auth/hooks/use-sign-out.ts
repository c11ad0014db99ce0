import { useMutation } from '@tanstack/react-query';
import { useOutcomeToast } from '../../../lib/use-outcome-toast';
import { signOut } from '../api/sign-in';
import { authMessages } from '../messages';

/** Signs out with the seed's toasts; the store clears the session through the auth event. */
export function useSignOut() {
  const outcome = useOutcomeToast();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => outcome.succeeded(authMessages.signedOut, authMessages.signedOutText),
    onError: (error) => outcome.failed(authMessages.signOutFailed, error),
  });
}
