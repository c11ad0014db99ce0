import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
// Through the main entry: one scroll lock on the page, shared with the shell's menu.
import { useScrollLock } from '@school/design-system';
import { useFocusTrap } from '../hooks/focus-trap';

const fadeIn = keyframes`from { opacity: 0; }`;

export const Overlay = styled.div<{ $placement: 'center' | 'start' | 'end' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  justify-content: ${({ $placement }) =>
    $placement === 'center' ? 'center' : $placement === 'start' ? 'flex-start' : 'flex-end'};
  align-items: ${({ $placement }) => ($placement === 'center' ? 'center' : 'stretch')};
  padding: ${({ $placement, theme }) => ($placement === 'center' ? theme.space.md : 0)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
`;

export interface ModalLayerProps {
  open: boolean;
  onClose: () => void;
  placement: 'center' | 'start' | 'end';
  /** Where focus goes on opening; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The panel: receives the ref the focus trap works in. */
  children: (panelRef: RefObject<HTMLDivElement | null>) => ReactNode;
}

/**
 * What Dialog and Drawer share: a portal over the page, a focus trap that returns focus to the
 * opener, Escape and a click on the backdrop to close, and no page scroll behind.
 */
export function ModalLayer({
  open,
  onClose,
  placement,
  initialFocusRef,
  children,
}: ModalLayerProps) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useFocusTrap(panelRef, open, initialFocusRef);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Overlay
      $placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children(panelRef)}
    </Overlay>,
    document.body,
  );
}
