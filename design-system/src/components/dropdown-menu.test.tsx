import { act, fireEvent, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderThemed } from '../test/render';
import { DropdownMenu } from './dropdown-menu';

const items = [
  { id: 'mission', label: 'Mission', href: '/about', current: true },
  { id: 'founder', label: 'Founder', href: '/direction' },
  { id: 'print', label: 'Print', onSelect: vi.fn() },
];

function setup() {
  renderThemed(
    <>
      <DropdownMenu label="About" items={items} />
      <button type="button">Outside</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'About' });
  const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { trigger, list };
}

describe('DropdownMenu keyboard', () => {
  it('opens on ArrowDown at the first entry, moves with arrows/Home/End, Escape returns focus', () => {
    const { trigger, list } = setup();
    expect(list.hidden).toBe(true);
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mission' }));
    expect(screen.getByRole('link', { name: 'Mission' }).getAttribute('aria-current')).toBe('page');

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Founder' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Print' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mission' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Print' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mission' }));

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('opens on ArrowUp at the last entry; Enter and Space open too; Tab closes', () => {
    const { trigger, list } = setup();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Print' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(list.hidden).toBe(true);
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(list.hidden).toBe(false);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    fireEvent.keyDown(trigger, { key: ' ' });
    expect(list.hidden).toBe(false);
  });

  it('opens on mouse hover, not on touch, toggles on click and closes on an outside press', () => {
    const { trigger, list } = setup();
    const wrapper = trigger.parentElement as HTMLElement;
    fireEvent.pointerEnter(wrapper, { pointerType: 'touch' });
    expect(list.hidden).toBe(true);
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    expect(list.hidden).toBe(false);
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    expect(list.hidden).toBe(true);

    fireEvent.click(trigger);
    expect(list.hidden).toBe(false);
    act(() => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    });
    expect(list.hidden).toBe(true);
  });

  it('stays open when the trigger is clicked after hovering it (regression: the click closed it)', () => {
    const { trigger, list } = setup();
    const wrapper = trigger.parentElement as HTMLElement;
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    expect(list.hidden).toBe(false);
    fireEvent.click(trigger);
    expect(list.hidden).toBe(false);
    // A second click is a real toggle.
    fireEvent.click(trigger);
    expect(list.hidden).toBe(true);
  });

  it('runs an action entry and closes', () => {
    const { trigger, list } = setup();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(items[2]?.onSelect).toHaveBeenCalledTimes(1);
    expect(list.hidden).toBe(true);
  });

  it('renders link entries with the given component, passing `to`', () => {
    function RouterLink({
      to,
      children,
      ...rest
    }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
      return (
        <a data-router-to={to} href={to} {...rest}>
          {children}
        </a>
      );
    }
    renderThemed(<DropdownMenu label="About" items={items.slice(0, 1)} linkAs={RouterLink} />);
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'Mission' }).getAttribute('data-router-to')).toBe(
      '/about',
    );
  });
});
