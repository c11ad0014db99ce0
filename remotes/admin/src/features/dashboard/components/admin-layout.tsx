import {
  DashboardIcon,
  FileTextIcon,
  SettingsIcon,
  SideNav,
  UsersIcon,
} from '@school/design-system';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { adminMessages } from '../../../i18n/admin-messages';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 16rem 1fr;
  min-height: 100vh;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
  }
`;

const Sidebar = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md};
`;

const sections = [
  { id: 'dashboard', icon: <DashboardIcon /> },
  { id: 'content', icon: <FileTextIcon /> },
  { id: 'users', icon: <UsersIcon /> },
  { id: 'settings', icon: <SettingsIcon /> },
] as const;

export function AdminLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const items = sections.map(({ id, icon }) => ({
    id,
    icon,
    href: `/admin/${id}`,
    label: intl.formatMessage(adminMessages[`admin.nav.${id}`]),
    current: pathname === `/admin/${id}`,
  }));
  return (
    <Frame>
      <Sidebar>
        <SideNav
          label={intl.formatMessage(adminMessages['admin.nav.label'])}
          items={items}
          linkAs={Link}
        />
      </Sidebar>
      <main>
        <Outlet />
      </main>
    </Frame>
  );
}
