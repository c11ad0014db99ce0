import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A text link under an account form ("Back to sign-in", "Ask for a new link"). */
export const AuthLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
