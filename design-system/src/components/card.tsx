import { useState, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
// The shell's copy (the main entry's): this file is bundled by each app that draws a card.
import { Picture, type PictureImage } from '@school/design-system';

/** A raised surface for one item: a news article, a level, a staff member, a setting. */
export const Card = styled.article<{ $interactive?: boolean; $padded?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ $padded, theme }) => ($padded ? `padding: ${theme.space.lg};` : '')}
  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      transition:
        box-shadow ${theme.motion.normal} ${theme.motion.easing},
        transform ${theme.motion.normal} ${theme.motion.easing};
      &:hover,
      &:focus-within {
        box-shadow: ${theme.shadows.lg};
        transform: translateY(-2px);
      }
    `}
`;

const MediaFrame = styled.div<{ $ratio: string }>`
  position: relative;
  /* The frame has its size before the image arrives: no layout shift. */
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface CardMediaProps {
  src: string;
  /** `src` at several widths and formats (from `responsiveImage` in @school/shared). */
  image?: PictureImage;
  /** Empty when the image only decorates the card's title. */
  alt: string;
  ratio?: string;
  /** Shown when the image fails to load (the article fallback artwork, for example). */
  fallbackSrc?: string;
  /** The page's largest paint (the first card of a list at the top): loaded at once, preloaded. */
  priority?: boolean;
  children?: ReactNode;
}

export function CardMedia({
  src,
  image,
  alt,
  ratio = '16 / 9',
  fallbackSrc,
  priority = false,
  children,
}: CardMediaProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed && fallbackSrc ? { src: fallbackSrc } : (image ?? { src });
  return (
    <MediaFrame $ratio={ratio}>
      <Picture
        image={shown}
        alt={alt}
        priority={priority}
        onError={() => {
          if (fallbackSrc && !failed) setFailed(true);
        }}
      />
      {children}
    </MediaFrame>
  );
}

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme }) => theme.colors.text};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: auto;
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

const Circle = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => ($size === 'lg' ? '3.5rem' : '2.75rem')};
  height: ${({ $size }) => ($size === 'lg' ? '3.5rem' : '2.75rem')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.tones.primary.bg};
  color: ${({ theme }) => theme.colors.tones.primary.fg};
  font-size: ${({ $size }) => ($size === 'lg' ? '1.6rem' : '1.3rem')};
`;

export interface IconCircleProps extends HTMLAttributes<HTMLSpanElement> {
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** An icon on a soft green disc: the mark of feature, value and contact cards. */
export function IconCircle({ size = 'md', ...rest }: IconCircleProps) {
  return <Circle {...rest} $size={size} />;
}
