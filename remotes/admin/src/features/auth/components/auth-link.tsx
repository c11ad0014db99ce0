import { useLinks } from '@school/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { authMessages } from '../messages';

/** A text link under an account form ("Back to sign-in", "Ask for a new link"). */
export const AuthLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** "Back to sign-in", under every account page that is not the sign-in page. */
export function BackToSignIn() {
  const intl = useIntl();
  const links = useLinks();
  return (
    <AuthLink to={links.admin('login')}>{intl.formatMessage(authMessages.backToSignIn)}</AuthLink>
  );
}
