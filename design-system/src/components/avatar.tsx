import { useState } from 'react';
import styled from 'styled-components';
import type { Tone } from '../tokens/themes';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';
const sizes: Record<AvatarSize, string> = { sm: '2rem', md: '2.75rem', lg: '4rem', xl: '6rem' };

const Root = styled.span<{ $size: AvatarSize; $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => `calc(${sizes[$size]} * 0.38)`};
  line-height: 1;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** 'Moussa Traoré' → 'MT'; 'directeur@ecole.ml' → 'D'; Arabic names work the same way. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export interface AvatarProps {
  name: string;
  src?: string;
  size?: AvatarSize;
  tone?: Tone;
  /**
   * Beside a visible name the avatar is decorative (the default). Alone, it says the name.
   */
  labelled?: boolean;
}

export function Avatar({
  name,
  src,
  size = 'md',
  tone = 'primary',
  labelled = false,
}: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const a11y = labelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true as const };
  return (
    <Root {...a11y} $size={size} $tone={tone} title={labelled ? name : undefined}>
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : initialsOf(name)}
    </Root>
  );
}
