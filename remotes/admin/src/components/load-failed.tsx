import { Button } from '@school/design-system';
import { Alert } from '@school/design-system/display';
import { useIntl } from 'react-intl';
import { useErrorText } from '../lib/use-error-text';
import { commonMessages } from './common-messages';

/**
 * A screen's list that could not be read: what failed (`title`), why in the reader's language,
 * and a button that reads it again.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const errorText = useErrorText();
  return (
    <Alert tone="danger" title={title}>
      <p>{errorText(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t(commonMessages.retry)}
      </Button>
    </Alert>
  );
}
