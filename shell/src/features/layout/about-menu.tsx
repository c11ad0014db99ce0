import { DropdownMenu } from '@school/design-system';
import { useLocalizedPath } from '@school/shared';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { m } from '../../i18n/messages';

const entries = [
  { path: '/about', label: m.navAboutMission },
  { path: '/direction', label: m.navAboutFounder },
] as const;

/** The About menu: mission and founder. Opens on hover with a mouse, by click and by keyboard. */
export function AboutMenu() {
  const intl = useIntl();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const items = entries.map((entry) => ({
    id: entry.path,
    href: to(entry.path),
    label: intl.formatMessage(entry.label),
    current: pathname === to(entry.path),
  }));
  return (
    <li>
      {/* Keyed by path: following an entry closes the menu. */}
      <DropdownMenu
        key={pathname}
        label={intl.formatMessage(m.navAbout)}
        items={items}
        linkAs={Link}
        active={items.some((item) => item.current)}
      />
    </li>
  );
}
