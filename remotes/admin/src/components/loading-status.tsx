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
 * resolves and while a screen loads.
 */
export function LoadingStatus({ label }: { label?: string }) {
  return (
    <Status role="status" aria-live="polite">
      <Spinner />
      {label ?? <FormattedMessage {...commonMessages.loading} />}
    </Status>
  );
}
