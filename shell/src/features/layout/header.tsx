import {
  ButtonLink,
  CloseIcon,
  Container,
  IconButton,
  MenuIcon,
  useScrollLock,
} from '@school/design-system';
import { localizedPath, openingHoursLines, textLangAttribute, usePageLocale } from '@school/shared';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink as TableLink } from '@school/platform/route-table';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { m } from '../../i18n/messages';
import { PhoneAndEmailItems } from '../../components/optional-link';
import { useSiteInfo } from '../../lib/site-info';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { actionLinks, headerItems, headerLinks } from './nav-links';
import { NavMenu } from './nav-menu';
import { navLinkStyles } from './nav-link-styles';
import { ThemeToggle } from './theme-toggle';

const ContactBar = styled.div`
  background: ${({ theme }) => theme.colors.topBar};
  color: ${({ theme }) => theme.colors.onTopBar};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: inherit;
  }
  /* The default blue ring reads ~1.3:1 on this green: a light ring instead (over 7:1). */
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusInverse};
    outline-offset: 2px;
  }
`;

const ContactBarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 2.75rem;
  flex-wrap: wrap;
`;

const ContactList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    li:not(:first-child) {
      display: none;
    }
  }
`;

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const BarInner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-end: auto;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  line-height: 1.2;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const DesktopNav = styled.nav`
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopLink = styled(NavLink)`
  ${navLinkStyles}
`;

const DesktopOnly = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: block;
  }
`;

const MobilePanel = styled.nav`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space.sm};
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  @media (min-width: calc(${({ theme }) => theme.breakpoints.lg} + 1px)) {
    display: none;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: flex;
    width: 100%;
  }
`;

const wideItems = headerItems(headerLinks);
/** Links matching their address only, not the pages under it: home ('/' is under every page)
 * and the pages of a menu (the phone lists them as plain links). */
const exact = (link: TableLink) => link.prefix === '/' || Boolean(link.menu);

/** The phone menu: closes on Escape, on a press outside it and on navigation; the page behind
 * does not scroll while it is open. */
function useMobileMenu() {
  const { pathname } = useLocation();
  // Open "at" a path: following a link closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const barRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
  return { open, barRef, toggleRef, toggle: () => setOpenAt(open ? null : pathname) };
}

export function Header() {
  const intl = useIntl();
  const panelId = useId();
  const site = useSiteInfo();
  const locale = usePageLocale();
  const { open: menuOpen, barRef, toggleRef, toggle } = useMobileMenu();
  // The week's first line of hours, short: 'Lun. – jeu. : 7:30 – 16:30'.
  const [firstHours] = openingHoursLines(site.hours ?? [], locale, { weekday: 'short' });

  return (
    <>
      <ContactBar>
        <ContactBarInner>
          <ContactList aria-label={intl.formatMessage(m.contactBarLabel)}>
            <PhoneAndEmailItems site={site} />
            {firstHours ? <li data-testid="contact-bar-hours">{firstHours.text}</li> : null}
          </ContactList>
          <LanguageSwitcher />
        </ContactBarInner>
      </ContactBar>
      <Bar ref={barRef}>
        <BarInner>
          <Brand to={localizedPath('/', locale)}>
            <Logo />
            <span>
              <strong lang={textLangAttribute(site, 'name', locale)}>
                {site.name ?? intl.formatMessage(m.brandName)}
              </strong>
              <span>{intl.formatMessage(m.brandPlace)}</span>
            </span>
          </Brand>
          <DesktopNav aria-label={intl.formatMessage(m.navLabel)}>
            <NavList>
              {wideItems.map((item) =>
                item.kind === 'menu' ? (
                  <NavMenu key={item.name} label={item.label} links={item.links} />
                ) : (
                  <li key={item.link.prefix}>
                    <TopLink
                      to={localizedPath(item.link.prefix, locale)}
                      end={item.link.prefix === '/'}
                    >
                      {item.link.label[locale]}
                    </TopLink>
                  </li>
                ),
              )}
            </NavList>
          </DesktopNav>
          <ThemeToggle />
          <DesktopOnly>
            {actionLinks.map((link) => (
              <ButtonLink key={link.prefix} as={Link} to={localizedPath(link.prefix, locale)}>
                {link.label[locale]}
              </ButtonLink>
            ))}
          </DesktopOnly>
          <MobileOnly>
            <IconButton
              ref={toggleRef}
              variant="outline"
              aria-expanded={menuOpen}
              aria-controls={panelId}
              label={intl.formatMessage(menuOpen ? m.headerMenuClose : m.headerMenuOpen)}
              icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
              onClick={toggle}
            />
          </MobileOnly>
        </BarInner>
        <MobilePanel id={panelId} hidden={!menuOpen} aria-label={intl.formatMessage(m.navLabel)}>
          <Container>
            <ul>
              {headerLinks.map((link) => (
                <li key={link.prefix}>
                  <TopLink to={localizedPath(link.prefix, locale)} end={exact(link)}>
                    {link.label[locale]}
                  </TopLink>
                </li>
              ))}
              {actionLinks.map((link) => (
                <li key={link.prefix}>
                  <ButtonLink as={Link} to={localizedPath(link.prefix, locale)} fullWidth>
                    {link.label[locale]}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </Container>
        </MobilePanel>
      </Bar>
    </>
  );
}
