import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { Picture } from './picture';
import { Container } from './container';

const Frame = styled.div`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.onPrimaryStrong};
  > img,
  > picture > img {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Artwork has no text, so it mirrors: its subject stays on the side away from the words. */
  [dir='rtl'] & > img,
  [dir='rtl'] & > picture > img {
    transform: scaleX(-1);
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    /* Keeps the text at AA contrast over any image. */
    background: linear-gradient(90deg, rgba(11, 61, 39, 0.95) 30%, rgba(11, 61, 39, 0.35));
  }
  [dir='rtl'] &::after {
    background: linear-gradient(270deg, rgba(11, 61, 39, 0.95) 30%, rgba(11, 61, 39, 0.35));
  }
`;

const Inner = styled(Container)`
  /* Clear of the carousel's arrows, which sit on both inline edges from the sm breakpoint. */
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding-inline: 4.5rem;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.hero};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.sm};
`;

/** A responsive image: modern formats first, the widths a phone needs, its intrinsic size. */
export interface HeroSlideImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  /** Describes the picture in the page's language; empty when it only decorates. */
  alt?: string;
  sources?: { type: string; srcSet: string }[];
}

export interface HeroSlideProps {
  /** The artwork or photo behind the text: a URL (decorative) or a responsive image. */
  image: string | HeroSlideImage;
  title: ReactNode;
  subtitle?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** 'h1' for the first slide of the home page; 'h2' otherwise. */
  titleAs?: ElementType;
  /** The first slide loads at once and is preloaded (it is the largest paint); the others lazily. */
  priority?: boolean;
}

/** One slide of the home hero: artwork, a title, a gold subtitle, a description and actions. */
export function HeroSlide({
  image,
  title,
  subtitle,
  description,
  actions,
  titleAs: Title = 'h2',
  priority,
}: HeroSlideProps) {
  return (
    <Frame>
      {typeof image === 'string' ? (
        <Picture image={{ src: image }} alt="" priority={priority} />
      ) : (
        <Picture image={image} alt={image.alt ?? ''} priority={priority} />
      )}
      <Inner>
        <Text>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          <Title>{title}</Title>
          {description ? <p>{description}</p> : null}
          {actions ? <Actions>{actions}</Actions> : null}
        </Text>
      </Inner>
    </Frame>
  );
}
