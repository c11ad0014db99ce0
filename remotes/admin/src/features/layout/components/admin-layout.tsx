import { IconButton, VisuallyHidden, MenuIcon } from '@school/design-system';
import { Badge } from '@school/design-system/display';
import {
  AlertIcon,
  CalendarIcon,
  ArrowStartIcon,
  DashboardIcon,
  FileTextIcon,
  GraduationCapIcon,
  LogOutIcon,
  MailIcon,
  SettingsIcon,
  UploadIcon,
  UsersIcon,
} from '@school/design-system/icons';
import { Drawer, SideNav } from '@school/design-system/overlays';
import { useNewAdmissionsCount, useUnreadCount } from '@school/shared/data/admin';
import { splitLocalePath, useLinks } from '@school/shared';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingStatus } from '../../../components/loading-status';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { authMessages } from '../../auth/messages';
import { layoutMessages } from '../messages';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  min-height: 100dvh;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/* The column runs the whole height of the page, however long (its background and border);
   what it holds stays in view while the page scrolls. */
const Sidebar = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const SidebarContent = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  height: 100dvh;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
`;

const Brand = styled.p`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const TopBar = styled.div`
  display: none;
  position: sticky;
  top: 0;
  z-index: 2;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: flex;
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const FooterAction = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const sections = [
  { id: 'dashboard', icon: <DashboardIcon />, label: layoutMessages.dashboard },
  { id: 'content', icon: <FileTextIcon />, label: layoutMessages.content },
  { id: 'notices', icon: <AlertIcon />, label: layoutMessages.notices },
  { id: 'events', icon: <CalendarIcon />, label: layoutMessages.events },
  { id: 'documents', icon: <UploadIcon />, label: layoutMessages.documents },
  { id: 'users', icon: <UsersIcon />, label: layoutMessages.users },
  { id: 'settings', icon: <SettingsIcon />, label: layoutMessages.settings },
  { id: 'messages', icon: <MailIcon />, label: layoutMessages.messages },
  { id: 'admissions', icon: <GraduationCapIcon />, label: layoutMessages.admissions },
] as const;

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const links = useLinks();
  // Compared without the language prefix: /ar/admin/content is the content screen too.
  const current = splitLocalePath(useLocation().pathname).path;
  // What waits for someone: unread messages, pre-registrations nobody has taken up.
  const waiting: Partial<Record<(typeof sections)[number]['id'], number>> = {
    messages: useUnreadCount().data ?? 0,
    admissions: useNewAdmissionsCount().data ?? 0,
  };
  const signOut = useSignOut();
  const items = sections.map(({ id, icon, label }) => {
    const href = links.admin(id);
    const unread = waiting[id] ?? 0;
    return {
      id,
      icon,
      href,
      current: current === `/admin/${id}` || current.startsWith(`/admin/${id}/`),
      label:
        unread > 0 ? (
          <>
            {intl.formatMessage(label)}
            <Badge tone="danger" style={{ marginInlineStart: 'auto' }}>
              <span aria-hidden="true">{intl.formatNumber(unread)}</span>
              <VisuallyHidden>
                {intl.formatMessage(
                  id === 'admissions' ? layoutMessages.newAdmissions : layoutMessages.unread,
                  { count: unread },
                )}
              </VisuallyHidden>
            </Badge>
          </>
        ) : (
          intl.formatMessage(label)
        ),
    };
  });
  return (
    <>
      <SideNav
        label={intl.formatMessage(layoutMessages.navLabel)}
        items={items}
        linkAs={Link}
        onNavigate={onNavigate}
      />
      <Footer>
        <FooterAction as={Link} to={links.home()} onClick={onNavigate}>
          <ArrowStartIcon />
          {intl.formatMessage(layoutMessages.site)}
        </FooterAction>
        <FooterAction type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOutIcon />
          {intl.formatMessage(authMessages.signOut)}
        </FooterAction>
      </Footer>
    </>
  );
}

/** Sidebar on wide screens; on phones and tablets a top bar opening the same menu in a drawer. */
export function AdminLayout() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Any navigation (a link, the back button) closes the drawer.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }
  const brand = intl.formatMessage(layoutMessages.brand);
  return (
    <Frame>
      <Sidebar>
        <SidebarContent>
          <Brand>{brand}</Brand>
          <Navigation />
        </SidebarContent>
      </Sidebar>
      <div>
        <TopBar>
          <IconButton
            label={intl.formatMessage(layoutMessages.openMenu)}
            icon={<MenuIcon />}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
          <Brand as="span">{brand}</Brand>
        </TopBar>
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={brand}
          closeLabel={intl.formatMessage(layoutMessages.closeMenu)}
        >
          <Navigation onNavigate={() => setMenuOpen(false)} />
        </Drawer>
        <Main>
          <Suspense fallback={<LoadingStatus />}>
            <Outlet />
          </Suspense>
        </Main>
      </div>
    </Frame>
  );
}
