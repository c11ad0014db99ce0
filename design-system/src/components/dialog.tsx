import { useId, type ReactNode, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
// Through the main entry: one copy of the labels' context and of the shared pieces on the page.
import { IconButton, useDesignSystemLabels, CloseIcon } from '@school/design-system';
import { ModalLayer } from './modal-layer';

const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

const widths = { sm: '26rem', md: '36rem', lg: '48rem' } as const;

const Panel = styled.div<{ $size: keyof typeof widths }>`
  display: flex;
  flex-direction: column;
  width: min(100%, ${({ $size }) => widths[$size]});
  max-height: calc(100dvh - 2rem);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &:focus {
    outline: none;
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  button {
    margin-block-start: -0.4rem;
    margin-inline-end: -0.6rem;
  }
`;

/** A modal panel's heading (named by `titleId`) and its close button, for dialogs and drawers. */
export function TitleBar({
  titleId,
  title,
  closeLabel,
  onClose,
}: {
  titleId: string;
  title: ReactNode;
  closeLabel: string | undefined;
  onClose: () => void;
}) {
  const builtIn = useDesignSystemLabels();
  return (
    <DialogHeader>
      <h2 id={titleId}>{title}</h2>
      <IconButton label={closeLabel ?? builtIn.close} icon={<CloseIcon />} onClick={onClose} />
    </DialogHeader>
  );
}

const Description = styled.p`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogBody = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  overflow-y: auto;
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The close button's accessible name, already translated. */
  /** The close button's accessible name; the design system's localized 'Fermer' by default. */
  closeLabel?: string;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus is trapped inside while open and returns to the opener when it closes;
 * Escape closes it. Render it always and drive `open`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalLayer open={open} onClose={onClose} placement="center" initialFocusRef={initialFocusRef}>
      {(panelRef) => (
        <Panel
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          $size={size}
        >
          <TitleBar titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          {children ? <DialogBody>{children}</DialogBody> : null}
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        </Panel>
      )}
    </ModalLayer>
  );
}
