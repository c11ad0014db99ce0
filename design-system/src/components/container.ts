import styled from 'styled-components';

/** Centres content at the site's reading width; `$narrow` for long text and forms. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;
