import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { navLinkStyles } from './nav-link-styles';

const Wrapper = styled.li`
  position: relative;
`;

const Trigger = styled.button<{ $active: boolean }>`
  ${navLinkStyles}
  border: 0;
  background: transparent;
  font: inherit;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  ${({ $active, theme }) => ($active ? `color: ${theme.colors.primary}; border-block-end-color: ${theme.colors.accent};` : '')}
`;

const Menu = styled.ul`
  position: absolute;
  inset-block-start: 100%;
  inset-inline-start: 0;
  z-index: 20;
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const entries = [
  { to: '/about', id: 'nav.about.mission' },
  { to: '/direction', id: 'nav.about.founder' },
] as const;

/**
 * The About menu: opens on hover with a pointer, and by click, Enter, Space or the arrow keys;
 * Escape closes it and gives focus back to its button.
 */
export function AboutMenu() {
  const { pathname } = useLocation();
  // Open "at" a path: navigating anywhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean | ((previous: boolean) => boolean)) =>
    setOpenAt((previousAt) => {
      const next = typeof value === 'function' ? value(previousAt === pathname) : value;
      return next ? pathname : null;
    });
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const active = entries.some((entry) => entry.to === pathname);

  const focusItem = (index: number) => {
    const count = entries.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(entries.length - 1);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(entries.length - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrapper
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        $active={active}
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        <FormattedMessage id="nav.about" />
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </Trigger>
      <Menu id={menuId} hidden={!open} onKeyDown={onMenuKeyDown}>
        {entries.map((entry, index) => (
          <li key={entry.to}>
            <Item
              to={entry.to}
              end
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
            >
              <FormattedMessage id={entry.id} />
            </Item>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}
