import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.svg`
  flex-shrink: 0;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    /* A slow turn still says "working" without fast motion. */
    animation-duration: 2.5s !important;
    animation-iteration-count: infinite !important;
  }
`;

export interface SpinnerProps {
  /** Announced politely (for example 'Loading posts...'); without it the spinner is decorative. */
  label?: string;
  size?: number | string;
}

export function Spinner({ label, size = '1.25em' }: SpinnerProps) {
  const ring = (
    <Ring viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Ring>
  );
  if (!label) return ring;
  return (
    <span role="status" style={{ display: 'inline-flex', alignItems: 'center' }}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
