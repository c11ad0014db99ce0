import { ButtonLink, CloseIcon, Container, MenuIcon, VisuallyHidden } from '@school/design-system';
import { localizedPath, openingHoursLines, textLangAttribute, usePageLocale } from '@school/shared';
import { useEffect, useRef } from 'react';
import { EARLY_EVENTS_PASS } from '@school/platform/early-events';
import { MENU, menusNames, startMenus } from '@school/platform/menus';
import type { NavLink as TableLink } from '@school/platform/route-table';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { m } from '../../i18n/messages';
import { PhoneAndEmailItems } from '../../components/optional-link';
import { useSiteInfo } from '../../lib/site-info';
import { headerControl } from './header-control';
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
  /* Its own part of a page load's view transition (global-style): it stays put while the page
     below it cross-fades. */
  view-transition-name: site-header;
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

// The phone menu is a <details>: its summary opens it at the tap, by keyboard, before and
// without the app. Its panel drops under the whole bar (placed against the sticky header), and
// the page behind it does not scroll while it is open (where the panel is shown).
const PhoneMenu = styled.details`
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    :root:has(&[open]) {
      overflow: hidden;
    }
  }
`;

const MenuSummary = styled.summary`
  ${headerControl}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`;

// One face per state: the menu icon with "open the menu", the cross with "close the menu".
const WhenClosed = styled.span`
  display: contents;
  [open] > summary > & {
    display: none;
  }
`;

const WhenOpen = styled.span`
  display: none;
  [open] > summary > & {
    display: contents;
  }
`;

const MobilePanel = styled.nav`
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
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

// The header's menus answer before and without the app: the page's first inline script closes them
// on Escape, a press outside, focus leaving and a followed link (@school/platform/menus, the one
// writer; installed here too when the page had no such script: tests, a dev tool). React renders
// them and never sets `open`; it only closes them after a navigation the router made (Back, a
// link outside them).
const menus = typeof window === 'undefined' ? null : startMenus(window, menusNames);

function useMenusClosedOnNavigation() {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    // Not the first render: a menu opened before hydration stays open.
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    menus?.closeAll();
  }, [pathname]);
}

export function Header() {
  const intl = useIntl();
  const site = useSiteInfo();
  const locale = usePageLocale();
  useMenusClosedOnNavigation();
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
      <Bar>
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
            {/* The browser answers it before the app: the early-event contract lets its taps and
                keys through (its links too: a full load of a prerendered page until then). */}
            <PhoneMenu {...{ [MENU]: 'header', [EARLY_EVENTS_PASS]: '' }}>
              <MenuSummary>
                <WhenClosed>
                  <MenuIcon />
                  <VisuallyHidden>{intl.formatMessage(m.headerMenuOpen)}</VisuallyHidden>
                </WhenClosed>
                <WhenOpen>
                  <CloseIcon />
                  <VisuallyHidden>{intl.formatMessage(m.headerMenuClose)}</VisuallyHidden>
                </WhenOpen>
              </MenuSummary>
              <MobilePanel aria-label={intl.formatMessage(m.navLabel)}>
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
            </PhoneMenu>
          </MobileOnly>
        </BarInner>
      </Bar>
    </>
  );
}
