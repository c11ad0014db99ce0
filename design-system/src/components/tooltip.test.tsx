import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderThemed } from '../test/render';
import { TOOLTIP_DELAY, Tooltip } from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  renderThemed(
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

  it('opens 700 ms after the mouse rests on the trigger and closes when it leaves', () => {
    const { editTip, editWrap } = setup();
    fireEvent.pointerEnter(editWrap, { pointerType: 'mouse' });
    wait(699);
    expect(editTip.hidden).toBe(true);
    wait(1);
    expect(editTip.hidden).toBe(false);
    fireEvent.pointerLeave(editWrap, { pointerType: 'mouse' });
    expect(editTip.hidden).toBe(true);
  });

  it('never opens if the pointer leaves before the delay', () => {
    const { editTip, editWrap } = setup();
    fireEvent.pointerEnter(editWrap, { pointerType: 'mouse' });
    wait(500);
    fireEvent.pointerLeave(editWrap, { pointerType: 'mouse' });
    wait(1000);
    expect(editTip.hidden).toBe(true);
  });

  it('skips the delay when moving to another tooltip within 300 ms, not after', () => {
    const { editTip, removeTip, editWrap, removeWrap } = setup();
    fireEvent.pointerEnter(editWrap, { pointerType: 'mouse' });
    wait(700);
    fireEvent.pointerLeave(editWrap, { pointerType: 'mouse' });
    wait(299);
    fireEvent.pointerEnter(removeWrap, { pointerType: 'mouse' });
    expect(removeTip.hidden).toBe(false);
    fireEvent.pointerLeave(removeWrap, { pointerType: 'mouse' });

    wait(301);
    fireEvent.pointerEnter(editWrap, { pointerType: 'mouse' });
    expect(editTip.hidden).toBe(true);
    wait(700);
    expect(editTip.hidden).toBe(false);
  });

  it('opens at once on keyboard focus and hides on Escape and blur', () => {
    const { editTip } = setup();
    const button = screen.getByRole('button', { name: 'Edit' });
    act(() => {
      button.focus();
    });
    expect(editTip.hidden).toBe(false);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(editTip.hidden).toBe(true);
    wait(1000);
    act(() => {
      button.blur();
      button.focus();
    });
    expect(editTip.hidden).toBe(false);
    act(() => {
      button.blur();
    });
    expect(editTip.hidden).toBe(true);
  });
});
