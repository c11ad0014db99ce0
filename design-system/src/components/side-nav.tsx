import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';

export interface SideNavItem {
  id: string;
  label: ReactNode;
  href: string;
  icon?: ReactNode;
  /** The current page; a router NavLink marks itself with aria-current instead. */
  current?: boolean;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export interface SideNavProps {
  /** Names the navigation landmark: 'Administration'. */
  label: string;
  items: SideNavItem[];
  /** Renders the links (the router's NavLink, which receives `to`); anchors otherwise. */
  linkAs?: ElementType;
  /** Called after a link is followed: a drawer closes itself with it. */
  onNavigate?: () => void;
  children?: ReactNode;
}

/** A vertical navigation list with icons: the admin sidebar, and the menu inside a Drawer. */
export function SideNav({ label, items, linkAs, onNavigate, children }: SideNavProps) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Entry
              as={linkAs}
              {...(linkAs ? { to: item.href } : { href: item.href })}
              aria-current={item.current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.icon}
              {item.label}
            </Entry>
          </li>
        ))}
      </List>
      {children}
    </nav>
  );
}
