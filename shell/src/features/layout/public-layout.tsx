import { SkipLink } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { m } from '../../i18n/messages';
import { AlternateLinks } from './alternate-links';
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
      <AlternateLinks />
      <SkipLink href="#main">
        <FormattedMessage {...m.skipToContent} />
      </SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
