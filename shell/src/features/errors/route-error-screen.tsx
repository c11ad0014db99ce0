import { Container } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { m } from '../../i18n/messages';

const Wrapper = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
  pre {
    white-space: pre-wrap;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The seed's screen for an unhandled application error, followed by the error's message. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Wrapper role="alert" data-page="route-error">
      <h1>Unexpected Application Error!</h1>
      <pre>{messageOf(error)}</pre>
      <a href="/">
        <FormattedMessage {...m.errorHome} />
      </a>
    </Wrapper>
  );
}
