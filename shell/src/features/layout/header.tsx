import { ButtonLink, CloseIcon, Container, IconButton, MenuIcon } from '@school/design-system';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { schoolInfo } from '../../lib/school-info';
import { AboutMenu } from './about-menu';
import { LanguageSwitcher } from './language-switcher';
import { navLinkStyles } from './nav-link-styles';
import { siteLinks } from './site-links';
import { ThemeToggle } from './theme-toggle';

const ContactBar = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: inherit;
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
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
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
  flex-direction: column;
  margin-inline-end: auto;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  line-height: 1.2;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
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

// Home and the pages after About; About itself is a menu on desktop and a link on phones.
const [home, about, ...rest] = siteLinks;

export function Header() {
  const intl = useIntl();
  const panelId = useId();
  const { pathname } = useLocation();
  // Open "at" a path: following a link closes the menu without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  return (
    <>
      <ContactBar>
        <ContactBarInner>
          <ContactList aria-label={intl.formatMessage({ id: 'contactBar.label' })}>
            <li>
              <a href={schoolInfo.phoneHref} dir="ltr">
                {schoolInfo.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${schoolInfo.email}`}>{schoolInfo.email}</a>
            </li>
            <li>
              <FormattedMessage id="contactBar.hours" />
            </li>
          </ContactList>
          <LanguageSwitcher />
        </ContactBarInner>
      </ContactBar>
      <Bar>
        <BarInner>
          <Brand to="/">
            <strong>
              <FormattedMessage id="brand.name" />
            </strong>
            <span>
              <FormattedMessage id="brand.place" />
            </span>
          </Brand>
          <DesktopNav aria-label={intl.formatMessage({ id: 'nav.label' })}>
            <NavList>
              <li>
                <TopLink to={home.to} end>
                  <FormattedMessage id={home.id} />
                </TopLink>
              </li>
              <AboutMenu />
              {rest.map((link) => (
                <li key={link.to}>
                  <TopLink to={link.to}>
                    <FormattedMessage id={link.id} />
                  </TopLink>
                </li>
              ))}
            </NavList>
          </DesktopNav>
          <ThemeToggle />
          <DesktopOnly>
            <ButtonLink as={Link} to="/contact">
              <FormattedMessage id="header.enrol" />
            </ButtonLink>
          </DesktopOnly>
          <MobileOnly>
            <IconButton
              variant="outline"
              aria-expanded={menuOpen}
              aria-controls={panelId}
              label={intl.formatMessage({ id: menuOpen ? 'header.menu.close' : 'header.menu.open' })}
              icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            />
          </MobileOnly>
        </BarInner>
        <MobilePanel id={panelId} hidden={!menuOpen} aria-label={intl.formatMessage({ id: 'nav.label' })}>
          <Container>
            <ul>
              <li>
                <TopLink to="/" end>
                  <FormattedMessage id="nav.home" />
                </TopLink>
              </li>
              <li>
                <TopLink to={about.to} end>
                  <FormattedMessage id={about.id} />
                </TopLink>
              </li>
              {rest.map((link) => (
                <li key={link.to}>
                  <TopLink to={link.to}>
                    <FormattedMessage id={link.id} />
                  </TopLink>
                </li>
              ))}
              <li>
                <ButtonLink as={Link} to="/contact" fullWidth>
                  <FormattedMessage id="header.enrol" />
                </ButtonLink>
              </li>
            </ul>
          </Container>
        </MobilePanel>
      </Bar>
    </>
  );
}
