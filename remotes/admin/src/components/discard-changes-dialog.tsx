import { ConfirmDialog } from '@school/design-system/overlays';
import { useIntl } from 'react-intl';
import { commonMessages } from './common-messages';

/** Asks before unsaved changes are thrown away (closing a dialog, leaving a screen). */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage(commonMessages.unsavedTitle)}
      message={intl.formatMessage(commonMessages.unsavedMessage)}
      confirmLabel={intl.formatMessage(commonMessages.discard)}
      cancelLabel={intl.formatMessage(commonMessages.keepEditing)}
      closeLabel={intl.formatMessage(commonMessages.close)}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
