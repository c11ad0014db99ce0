import { DropdownMenu } from '@school/design-system';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

const entries = [
  { to: '/about', id: 'nav.about.mission' },
  { to: '/direction', id: 'nav.about.founder' },
] as const;

/** The About menu: mission and founder. Opens on hover with a mouse, by click and by keyboard. */
export function AboutMenu() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const items = entries.map((entry) => ({
    id: entry.to,
    href: entry.to,
    label: intl.formatMessage({ id: entry.id }),
    current: pathname === entry.to,
  }));
  return (
    <li>
      {/* Keyed by path: following an entry closes the menu. */}
      <DropdownMenu
        key={pathname}
        label={intl.formatMessage({ id: 'nav.about' })}
        items={items}
        linkAs={Link}
        active={items.some((item) => item.current)}
      />
    </li>
  );
}
