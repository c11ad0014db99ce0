import { fireEvent, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { DropdownMenu } from './dropdown-menu';

const items = [
  { id: 'mission', label: 'Mission', href: '/about', current: true },
  { id: 'founder', label: 'Founder', href: '/direction' },
  { id: 'print', label: 'Print', onSelect: vi.fn() },
];

function setup() {
  const { user } = renderUi(
    <>
      <DropdownMenu label="About" items={items} />
      <button type="button">Outside</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'About' });
  const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { trigger, list, user };
}

describe('DropdownMenu keyboard', () => {
  it('opens on ArrowDown at the first entry, moves with arrows/Home/End, Escape returns focus', async () => {
    const { trigger, list, user } = setup();
    expect(list.hidden).toBe(true);
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mission' }));
    expect(screen.getByRole('link', { name: 'Mission' }).getAttribute('aria-current')).toBe('page');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Founder' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Print' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mission' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Print' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mission' }));

    await user.keyboard('{Escape}');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('opens on ArrowUp at the last entry; Enter and Space open too; Tab closes', async () => {
    const { trigger, list, user } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Print' }));
    await user.keyboard('{Tab}');
    expect(list.hidden).toBe(true);
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(list.hidden).toBe(false);
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(list.hidden).toBe(false);
  });

  it('opens on mouse hover, not on touch, toggles on click and closes on an outside press', async () => {
    const { trigger, list, user } = setup();
    const wrapper = trigger.parentElement as HTMLElement;
    // userEvent has no touch pointer that enters without pressing: the raw event it is.
    fireEvent.pointerEnter(wrapper, { pointerType: 'touch' });
    expect(list.hidden).toBe(true);
    await user.hover(wrapper);
    expect(list.hidden).toBe(false);
    await user.unhover(wrapper);
    expect(list.hidden).toBe(true);

    await user.click(trigger);
    expect(list.hidden).toBe(false);
    // A finger, so the mouse stays over the menu: only the outside press can close it.
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Outside' }),
    });
    expect(list.hidden).toBe(true);
  });

  it('closes on an outside press that something stops on its way up (React does, on a part not hydrated yet)', async () => {
    const { trigger, list, user } = setup();
    await user.click(trigger);
    expect(list.hidden).toBe(false);
    const outside = screen.getByRole('button', { name: 'Outside' });
    const stop = (event: Event) => event.stopPropagation();
    outside.addEventListener('pointerdown', stop);
    fireEvent.pointerDown(outside, { pointerType: 'touch' });
    outside.removeEventListener('pointerdown', stop);
    expect(list.hidden).toBe(true);
  });

  it('stays open when the trigger is clicked after hovering it (regression: the click closed it)', async () => {
    const { trigger, list, user } = setup();
    const wrapper = trigger.parentElement as HTMLElement;
    await user.hover(wrapper);
    expect(list.hidden).toBe(false);
    await user.click(trigger);
    expect(list.hidden).toBe(false);
    // A second click is a real toggle.
    await user.click(trigger);
    expect(list.hidden).toBe(true);
  });

  it('runs an action entry and closes', async () => {
    const { trigger, list, user } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(items[2]?.onSelect).toHaveBeenCalledTimes(1);
    expect(list.hidden).toBe(true);
  });

  it('renders link entries with the given component, passing `to`', async () => {
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
    const { user } = renderUi(
      <DropdownMenu label="About" items={items.slice(0, 1)} linkAs={RouterLink} />,
    );
    await user.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'Mission' }).getAttribute('data-router-to')).toBe(
      '/about',
    );
  });
});
