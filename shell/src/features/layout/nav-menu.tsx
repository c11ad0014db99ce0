import {
  ChevronDownIcon,
  dropdownEntryLook,
  dropdownListLook,
  dropdownTriggerLook,
} from '@school/design-system';
import { EARLY_EVENTS_PASS } from '@school/platform/early-events';
import { MENU, MENU_HOVER, MENU_KEYS } from '@school/platform/menus';
import type { NavLink, NavText } from '@school/platform/route-table';
import { localizedPath, usePageLocale } from '@school/shared';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Menu = styled.details`
  position: relative;
`;

// The design system's drop-down look, on a <summary> and a list of links.
const Trigger = styled.summary<{ $active: boolean }>`
  ${dropdownTriggerLook}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  [open] > & svg {
    transform: rotate(180deg);
  }
`;

const List = styled.ul`
  ${dropdownListLook}
`;

const Entry = styled(Link)`
  ${dropdownEntryLook}
`;

/**
 * A header menu of the route table (the About menu: mission and founder), each entry under its
 * menu words: a `<details>` of links, so it opens at a click or a key before and without the app.
 * The page's menus controller (@school/platform/menus) opens it on a mouse's hover, moves
 * through it with the arrow keys (Enter, Space or ArrowDown on its summary open it on the first
 * entry, ArrowUp on the last) and closes it on Escape (focus back on its summary), a press
 * outside, focus leaving it and a followed entry.
 */
export function NavMenu({ label, links }: { label: NavText; links: readonly NavLink[] }) {
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const items = links.map((link) => ({
    id: link.prefix,
    href: localizedPath(link.prefix, locale),
    label: (link.menu?.label ?? link.label)[locale],
    current: pathname === localizedPath(link.prefix, locale),
  }));
  const marks = { [MENU]: '', [MENU_HOVER]: '', [MENU_KEYS]: '', [EARLY_EVENTS_PASS]: '' };
  return (
    <li>
      <Menu {...marks}>
        <Trigger $active={items.some((item) => item.current)}>
          {label[locale]}
          <ChevronDownIcon size="1em" />
        </Trigger>
        <List>
          {items.map((item) => (
            <li key={item.id}>
              <Entry to={item.href} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </Entry>
            </li>
          ))}
        </List>
      </Menu>
    </li>
  );
}
