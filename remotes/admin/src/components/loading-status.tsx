import { Spinner } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from './common-messages';

const Status = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 8rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * 'Loading...' (or what is being waited for), announced politely: while authentication
 * resolves and while a screen loads. `retrying`: a read failed and is being tried again (the
 * data cache retries three times, waiting 1, 2 then 4 s): say so, or a screen whose server is
 * restarting says only "Loading..." for many seconds.
 */
export function LoadingStatus({ label, retrying }: { label?: string; retrying?: boolean }) {
  return (
    <Status role="status" aria-live="polite">
      <Spinner />
      {retrying ? (
        <FormattedMessage {...commonMessages.slowRetrying} />
      ) : (
        (label ?? <FormattedMessage {...commonMessages.loading} />)
      )}
    </Status>
  );
}
