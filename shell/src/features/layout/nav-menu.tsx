import { DropdownMenu } from '@school/design-system';
import type { NavLink, NavText } from '@school/platform/route-table';
import { localizedPath, usePageLocale } from '@school/shared';
import { Link, useLocation } from 'react-router-dom';

/**
 * A header menu of the route table (the About menu: mission and founder), each entry under its
 * menu words. Opens on hover with a mouse, by click and by keyboard.
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
  return (
    <li>
      {/* Keyed by path: following an entry closes the menu. */}
      <DropdownMenu
        key={pathname}
        label={label[locale]}
        items={items}
        linkAs={Link}
        active={items.some((item) => item.current)}
      />
    </li>
  );
}
