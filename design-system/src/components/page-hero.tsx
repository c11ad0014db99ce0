import type { ReactNode } from 'react';
import styled from 'styled-components';
// Through the package's name: the main entry's Container (this module is ./display's).
import { Container } from '@school/design-system';

const Band = styled.section<{ $image?: string }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background-color: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};
  padding-block: ${({ theme }) => theme.space.xxl};
  /* Same height whatever the text: the page below does not jump while remotes load. */
  min-height: 16rem;
  display: flex;
  align-items: center;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background-image: ${({ theme, $image }) =>
      [
        // The gradient keeps text at AA contrast over any artwork.
        `linear-gradient(90deg, ${theme.colors.primaryStrong} 35%, rgba(11, 61, 39, 0.4))`,
        $image ? `url("${$image}")` : theme.patterns.hero,
      ].join(', ')};
    background-size: ${({ $image }) => ($image ? 'cover, cover' : 'cover, 56px 56px')};
    background-position: center;
  }
  /* The artwork has no text, so it mirrors with the page: the text side stays clear. */
  [dir='rtl'] &::before {
    transform: scaleX(-1);
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusInverse};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.hero};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    max-width: 40rem;
  }
  p {
    margin: 0;
    max-width: 44rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Eyebrow = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  :lang(ar) & {
    letter-spacing: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** A background image URL (the package's artwork or a photo); the star pattern otherwise. */
  image?: string;
  children?: ReactNode;
}

/** The band at the top of every public page: the page's one h1 and a short lead. */
export function PageHero({ title, subtitle, eyebrow, actions, image, children }: PageHeroProps) {
  return (
    <Band $image={image}>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        {actions ? <Actions>{actions}</Actions> : null}
        {children}
      </Container>
    </Band>
  );
}
