import { SkipLink } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { m } from '../../i18n/messages';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

/**
 * The frame of every public page. Each page draws its own head tags (title, canonical address,
 * the `hreflang` alternates of the versions that exist, share previews) with PageHead from
 * @school/shared/seo: only the page knows which versions of it exist.
 */
export function PublicLayout() {
  return (
    <>
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
