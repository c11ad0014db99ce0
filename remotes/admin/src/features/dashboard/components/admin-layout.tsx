import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 16rem 1fr;
  min-height: 100vh;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
  }
`;

const Sidebar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a.active {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const sections = ['dashboard', 'content', 'users', 'settings'] as const;

export function AdminLayout() {
  const intl = useIntl();
  return (
    <Frame>
      <Sidebar aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <NavLink to={`/admin/${section}`}>
                <FormattedMessage id={`admin.nav.${section}`} />
              </NavLink>
            </li>
          ))}
        </ul>
      </Sidebar>
      <main>
        <Outlet />
      </main>
    </Frame>
  );
}
