import { SkipLink } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

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
