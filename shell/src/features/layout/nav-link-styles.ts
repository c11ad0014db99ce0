import { css } from 'styled-components';

export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  border-block-end: 3px solid transparent;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: ${({ theme }) => theme.colors.accent};
  }
`;
