import {
  useEffect,
  useId,
  useRef,
  useState,
  type ElementType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon } from '../icons/icons';

export interface DropdownMenuItem {
  id: string;
  label: ReactNode;
  /** A link; or give `onSelect` for an action. */
  href?: string;
  onSelect?: () => void;
  /** The entry of the current page: highlighted and announced as such. */
  current?: boolean;
}

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

/**
 * The look of a drop-down's trigger (this button, or the `<summary>` of a menu drawn as a
 * `<details>`, the site's header), of its list and of its entries: one look for both.
 */
export const dropdownTriggerLook = css<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border-block-end: 3px solid
    ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
`;

export const dropdownListLook = css`
  position: absolute;
  inset-block-start: 100%;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 13rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const dropdownEntryLook = css`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Trigger = styled.button<{ $active: boolean }>`
  border: 0;
  background: transparent;
  font: inherit;
  ${dropdownTriggerLook}
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const List = styled.ul`
  ${dropdownListLook}
  &[hidden] {
    display: none;
  }
`;

const Entry = styled.a`
  width: 100%;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${dropdownEntryLook}
`;

export interface DropdownMenuProps {
  /** The trigger's text, already translated. */
  label: ReactNode;
  items: DropdownMenuItem[];
  /** Renders link entries, for example the router's Link (it receives `to`); an anchor otherwise. */
  linkAs?: ElementType;
  /** Opens when a mouse pointer rests on it (desktop); click and keyboard work everywhere. */
  openOnHover?: boolean;
  /** Marks the trigger as the current section (one of its entries is the current page). */
  active?: boolean;
}

/**
 * A disclosure menu for navigation or actions. Enter, Space or ArrowDown open it on the first
 * entry, ArrowUp on the last; arrows, Home and End move; Escape closes and refocuses the trigger.
 */
export function DropdownMenu({
  label,
  items,
  linkAs,
  openOnHover = true,
  active = false,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  // A mouse that opened the menu by resting on it then clicks the trigger: that click means
  // "open", not "toggle", or the menu would close under the pointer.
  const openedByHover = useRef(false);
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const entryRefs = useRef<(HTMLElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);

  const focusEntry = (index: number) => {
    const count = items.length;
    entryRefs.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      const count = items.length;
      entryRefs.current[((pendingFocus.current % count) + count) % count]?.focus();
      pendingFocus.current = null;
    }
  }, [open, items.length]);

  // A mouse already resting on the menu when it comes alive (a prerendered page is shown before
  // its scripts run, and the pointer's arrival then went unseen) opens it, as its arrival would.
  useEffect(() => {
    if (
      openOnHover &&
      wrapperRef.current?.matches(':hover') &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(hover: hover)').matches
    ) {
      openedByHover.current = true;
      setOpen(true);
    }
  }, [openOnHover]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // In the capture phase: a press on a part of the page React has not hydrated yet (a section
    // hydrated when seen) is stopped by React before it could bubble up to the document.
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const openAt = (index: number) => {
    pendingFocus.current = index;
    if (open) focusEntry(index);
    else setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = entryRefs.current.findIndex((entry) => entry === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusEntry(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const select = (item: DropdownMenuItem) => {
    item.onSelect?.();
    setOpen(false);
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onPointerEnter={(event) => {
        if (openOnHover && event.pointerType === 'mouse' && !open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (openOnHover && event.pointerType === 'mouse') {
          openedByHover.current = false;
          setOpen(false);
        }
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        $active={active}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDownIcon size="1em" />
      </Trigger>
      <List id={listId} hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item, index) => {
          const ref = (element: HTMLElement | null) => {
            entryRefs.current[index] = element;
          };
          return (
            <li key={item.id}>
              {item.href !== undefined ? (
                <Entry
                  ref={ref}
                  as={linkAs}
                  {...(linkAs ? { to: item.href } : { href: item.href })}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={() => select(item)}
                >
                  {item.label}
                </Entry>
              ) : (
                <Entry ref={ref} as="button" type="button" onClick={() => select(item)}>
                  {item.label}
                </Entry>
              )}
            </li>
          );
        })}
      </List>
    </Wrapper>
  );
}
