import { render } from '@school/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { DeleteRecordDialog, RecordFormDialog, type Editing, type Remover } from './record-dialogs';

type Row = { id: number; name: string };

/** A screen with one record: edit it in a form that reports a change once typed in. */
function Screen() {
  const [editing, setEditing] = useState<Editing<Row>>({ mode: 'closed' });
  return (
    <>
      <button
        type="button"
        onClick={() => setEditing({ mode: 'edit', record: { id: 3, name: 'Awa' } })}
      >
        open
      </button>
      <p data-testid="state">{editing.mode}</p>
      <RecordFormDialog
        editing={editing}
        onClose={() => setEditing({ mode: 'closed' })}
        title="Edit"
      >
        {(record, form) => (
          <form>
            <label>
              Name
              <input defaultValue={record?.name} onChange={() => form.onDirtyChange(true)} />
            </label>
            <button type="button" onClick={form.onCancel}>
              cancel
            </button>
          </form>
        )}
      </RecordFormDialog>
    </>
  );
}

describe('the record dialogs', () => {
  it('closes an unchanged form at once, and asks before throwing typed changes away', async () => {
    const { user } = await render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Awa');
    await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');

    await user.click(screen.getByRole('button', { name: 'open' }));
    const again = await screen.findByRole('dialog', { name: 'Edit' });
    await user.type(within(again).getByRole('textbox', { name: 'Name' }), ' Traoré');
    await user.click(within(again).getByRole('button', { name: 'cancel' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Modifications non enregistrées',
    });
    // Keeping edits: the text typed is still there.
    await user.click(within(question).getByRole('button', { name: 'Continuer l’édition' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Awa Traoré');
    expect(screen.getByTestId('state')).toHaveTextContent('edit');
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Modifications non enregistrées' }),
      ).getByRole('button', { name: 'Abandonner' }),
    );
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
  });

  it('deletes with what the mutation takes, and says why it failed', async () => {
    const asked: unknown[] = [];
    const remove: Remover<number> = {
      isPending: false,
      mutate: (id, options) => {
        asked.push(id);
        // What PostgREST answers when RLS refuses: said in the admin's language, not in English.
        options.onError(
          Object.assign(new Error('permission denied for table events'), { code: '42501' }),
        );
      },
    };
    let closed = 0;
    const messages = {
      deleteTitle: { id: 'test.deleteTitle', defaultMessage: 'Delete it?' },
      delete: { id: 'test.delete', defaultMessage: 'Delete' },
      deleting: { id: 'test.deleting', defaultMessage: 'Deleting' },
      deleted: { id: 'test.deleted', defaultMessage: 'Deleted' },
      deleteFailed: { id: 'test.deleteFailed', defaultMessage: 'Could not delete' },
    };
    const { user } = await render(
      <DeleteRecordDialog
        record={{ id: 3, name: 'Awa' }}
        variables={(row: Row) => row.id}
        remove={remove}
        onClose={() => (closed += 1)}
        question="Delete « Awa »?"
        messages={messages}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog).toHaveTextContent('Delete « Awa »?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(asked).toEqual([3]);
    expect(await screen.findByText('Could not delete')).toBeInTheDocument();
    expect(
      screen.getByText('Vous n’avez pas le droit de faire cette opération.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(closed).toBe(1));
  });
});
