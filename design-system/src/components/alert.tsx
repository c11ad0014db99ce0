import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons/icons';
import type { Tone } from '../tokens/themes';

export type AlertTone = Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;

const Root = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors.tones[$tone].strong};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  > svg {
    margin-block-start: 0.15em;
  }
  strong {
    display: block;
  }
  p {
    margin: 0;
  }
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * 'alert' interrupts a screen reader (an error that just happened); 'status' waits politely;
   * none for a message that is part of the page from the start.
   */
  live?: 'alert' | 'status';
}

/** An inline message: an error that stops a list from loading, a note above a form. */
export function Alert({ tone = 'info', title, children, live }: AlertProps) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <Root role={live} $tone={tone}>
      <Icon />
      <div>
        {title ? <strong>{title}</strong> : null}
        {children}
      </div>
    </Root>
  );
}
