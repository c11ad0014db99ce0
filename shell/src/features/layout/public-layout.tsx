import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.md};
  inset-block-start: -4rem;
  z-index: 100;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space.md};
  }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

export function PublicLayout() {
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage id="skip.toContent" />
      </SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
