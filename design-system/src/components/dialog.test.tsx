import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { Drawer } from './drawer';

function Harness({ kind = 'dialog' }: { kind?: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Overlay = kind === 'dialog' ? Dialog : Drawer;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Overlay open={open} onClose={() => setOpen(false)} title="Add Content" closeLabel="Close">
        <input aria-label="Title" />
        <button type="button">Save</button>
      </Overlay>
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('%s keyboard', (kind) => {
  it('moves focus in, traps Tab, closes on Escape and returns focus to the opener', async () => {
    const { user } = renderUi(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Add Content' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    expect(document.body.style.overflow).toBe('hidden');

    // Close → Title → Save → back to Close; Shift+Tab goes the other way round.
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from the backdrop but not from a click inside', async () => {
    const { user } = renderUi(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('starts on Cancel and confirms only on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderUi(
      <ConfirmDialog
        open
        title="Delete"
        message="Are you sure you want to delete this content?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        closeLabel="Close"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Are you sure you want to delete this content?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
