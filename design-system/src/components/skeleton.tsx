import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/**
 * A placeholder with the size of what is loading, so nothing moves when it arrives.
 * Decorative: the region that loads says so with `aria-busy` and a status message.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: 'sm' | 'md' | 'lg' | 'pill';
}>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius ?? 'sm']};
  background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.skeleton} 25%,
      ${({ theme }) => theme.colors.skeletonHighlight} 50%,
      ${({ theme }) => theme.colors.skeleton} 75%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Lines of placeholder text; the last one shorter, like a paragraph. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'grid', gap: '0.5em' }}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} $width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
