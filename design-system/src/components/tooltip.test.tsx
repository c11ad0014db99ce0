import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { TOOLTIP_DELAY, Tooltip } from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const { user } = renderUi(
    <>
      <Tooltip content="Modifier">
        <button type="button">Edit</button>
      </Tooltip>
      <Tooltip content="Supprimer">
        <button type="button">Delete</button>
      </Tooltip>
    </>,
  );
  const [edit, remove] = screen.getAllByRole('tooltip', { hidden: true });
  return {
    user,
    editTip: edit as HTMLElement,
    removeTip: remove as HTMLElement,
    editWrap: screen.getByRole('button', { name: 'Edit' }).parentElement as HTMLElement,
    removeWrap: screen.getByRole('button', { name: 'Delete' }).parentElement as HTMLElement,
  };
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Tooltip', () => {
  it('uses the seed timings', () => {
    expect(TOOLTIP_DELAY).toEqual({ open: 700, skip: 300 });
  });

  it('describes its trigger even while hidden', () => {
    const { editTip } = setup();
    expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('aria-describedby')).toBe(
      editTip.id,
    );
  });

  it('opens 700 ms after the mouse rests on the trigger and closes when it leaves', async () => {
    const { editTip, editWrap, user } = setup();
    await user.hover(editWrap);
    wait(699);
    expect(editTip.hidden).toBe(true);
    wait(1);
    expect(editTip.hidden).toBe(false);
    await user.unhover(editWrap);
    expect(editTip.hidden).toBe(true);
  });

  it('never opens if the pointer leaves before the delay', async () => {
    const { editTip, editWrap, user } = setup();
    await user.hover(editWrap);
    wait(500);
    await user.unhover(editWrap);
    wait(1000);
    expect(editTip.hidden).toBe(true);
  });

  it('skips the delay when moving to another tooltip within 300 ms, not after', async () => {
    const { editTip, removeTip, editWrap, removeWrap, user } = setup();
    await user.hover(editWrap);
    wait(700);
    await user.unhover(editWrap);
    wait(299);
    await user.hover(removeWrap);
    expect(removeTip.hidden).toBe(false);
    await user.unhover(removeWrap);

    wait(301);
    await user.hover(editWrap);
    expect(editTip.hidden).toBe(true);
    wait(700);
    expect(editTip.hidden).toBe(false);
  });

  it('hides on Escape pressed elsewhere, even when the key is stopped before the document', async () => {
    const { editTip, editWrap, user } = setup();
    await user.hover(editWrap);
    wait(TOOLTIP_DELAY.open);
    expect(editTip.hidden).toBe(false);
    // A part of the page React has not hydrated yet stops the key before it bubbles.
    const elsewhere = screen.getByRole('button', { name: 'Delete' });
    const stop = (event: Event) => event.stopPropagation();
    elsewhere.addEventListener('keydown', stop);
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    elsewhere.removeEventListener('keydown', stop);
    expect(editTip.hidden).toBe(true);
  });

  it('opens at once on keyboard focus and hides on Escape and blur', async () => {
    const { editTip, user } = setup();
    const button = screen.getByRole('button', { name: 'Edit' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(editTip.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(editTip.hidden).toBe(true);
    wait(1000);
    // Away to the next button and back.
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button);
    expect(editTip.hidden).toBe(false);
    await user.tab();
    expect(editTip.hidden).toBe(true);
  });
});
