import { useToast } from '@school/design-system';
import { ConfirmDialog, Dialog } from '@school/design-system/overlays';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '../lib/use-error-text';
import { commonMessages } from './common-messages';
import { DiscardChangesDialog } from './discard-changes-dialog';

/** What a screen's create/edit dialog holds: nothing (closed), a new record, or one to edit. */
export type Editing<T> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; record: T };

/** What the dialog gives its form: it reports unsaved changes, its save, its cancel. */
export type RecordFormProps = {
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * The create/edit dialog of a screen's records (notices, events, documents): the form the screen
 * draws for the record (`null` for a new one), and a question before unsaved changes are thrown
 * away, whichever way the dialog is left (Escape, its close button, the form's cancel).
 */
export function RecordFormDialog<T>({
  editing,
  onClose,
  title,
  children,
}: {
  editing: Editing<T>;
  onClose: () => void;
  title: string;
  children: (record: T | null, form: RecordFormProps) => ReactNode;
}) {
  const intl = useIntl();
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => {
    setDirty(false);
    setAskDiscard(false);
    onClose();
  };
  const leave = () => (dirty ? setAskDiscard(true) : close());
  return (
    <>
      <Dialog
        open={editing.mode !== 'closed'}
        onClose={leave}
        title={title}
        closeLabel={intl.formatMessage(commonMessages.close)}
        size="lg"
      >
        {editing.mode !== 'closed'
          ? children(editing.mode === 'edit' ? editing.record : null, {
              onDirtyChange: setDirty,
              onSaved: close,
              onCancel: leave,
            })
          : null}
      </Dialog>
      <DiscardChangesDialog
        open={askDiscard}
        onDiscard={close}
        onKeep={() => setAskDiscard(false)}
      />
    </>
  );
}

/** A delete mutation as the dialog uses it (TanStack Query's `useMutation` result fits). */
export type Remover<V> = {
  isPending: boolean;
  mutate: (
    variables: V,
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
};

/**
 * The question before a record is deleted; on an answer, the deletion and its toast (done, or
 * failed with the reason), and the dialog closes either way.
 */
export function DeleteRecordDialog<T, V>({
  record,
  variables,
  remove,
  onClose,
  question,
  messages: m,
}: {
  record: T | null;
  /** What the mutation takes for the record (its id, or the record itself). */
  variables: (record: T) => V;
  remove: Remover<V>;
  onClose: () => void;
  /** The question, with the record named. */
  question: string;
  /** The screen's words for the rest (the feature's catalog). */
  messages: Record<
    'deleteTitle' | 'delete' | 'deleting' | 'deleted' | 'deleteFailed',
    MessageDescriptor
  >;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const { toast } = useToast();
  const confirm = () => {
    if (record === null) return;
    remove.mutate(variables(record), {
      onSuccess: () => {
        toast({ title: t(m.deleted), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        toast({ title: t(m.deleteFailed), description: errorText(error), variant: 'destructive' });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={record !== null}
      title={t(m.deleteTitle)}
      message={question}
      confirmLabel={t(m.delete)}
      cancelLabel={t(commonMessages.cancel)}
      closeLabel={t(commonMessages.close)}
      loading={remove.isPending}
      loadingLabel={t(m.deleting)}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
