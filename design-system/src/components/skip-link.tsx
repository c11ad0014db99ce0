import styled from 'styled-components';

/** The first focusable element of a page: jumps a keyboard user past the header. */
export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.md};
  inset-block-start: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
