import { useRef, type ReactNode } from 'react';
import { Button } from '@school/design-system';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question: 'Are you sure you want to delete this content?' */
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The close button's accessible name; the design system's localized 'Fermer' by default. */
  closeLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' for destructive actions (delete). */
  tone?: 'primary' | 'danger';
  loading?: boolean;
  loadingLabel?: ReactNode;
}

/**
 * Asks before an action. Focus starts on Cancel, so Enter on a destructive question does
 * nothing harmful.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  loading = false,
  loadingLabel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title}
      description={message}
      closeLabel={closeLabel}
      size="sm"
      role="alertdialog"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={loading}
            loadingLabel={loadingLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
