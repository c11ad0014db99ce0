import { useId, type ReactNode, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { TitleBar } from './dialog';
import { ModalLayer } from './modal-layer';

// "Start" is the left edge in French and the right edge in Arabic; the slide follows.
const fromLeft = keyframes`from { transform: translateX(-100%); }`;
const fromRight = keyframes`from { transform: translateX(100%); }`;

const Panel = styled.div<{ $side: 'start' | 'end' }>`
  display: flex;
  flex-direction: column;
  width: min(20rem, 88vw);
  height: 100%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow-y: auto;
  animation: ${({ $side }) => ($side === 'start' ? fromLeft : fromRight)}
    ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  [dir='rtl'] & {
    animation-name: ${({ $side }) => ($side === 'start' ? fromRight : fromLeft)};
  }
  &:focus {
    outline: none;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
`;

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name; the design system's localized 'Fermer' by default. */
  closeLabel?: string;
  /** The edge it slides from, in reading order: 'start' is left in French, right in Arabic. */
  side?: 'start' | 'end';
  children?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A panel that slides in from an edge: the admin sidebar and the menu on small screens. */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side = 'start',
  children,
  initialFocusRef,
}: DrawerProps) {
  const titleId = useId();
  return (
    <ModalLayer open={open} onClose={onClose} placement={side} initialFocusRef={initialFocusRef}>
      {(panelRef) => (
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $side={side}
        >
          <TitleBar titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
          <Body>{children}</Body>
        </Panel>
      )}
    </ModalLayer>
  );
}
