import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';

const Band = styled.section`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryHover}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  padding-block: ${({ theme }) => theme.space.xxl};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.hero};
    line-height: 1.15;
  }
  p {
    margin: 0;
    max-width: 48rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of every public page: the page's one h1 and a short lead. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <Band>
      <Container>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        {children}
      </Container>
    </Band>
  );
}
