import { SkipLink } from '@school/design-system';
import { HydrateOnDemand } from '@school/shared';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { m } from '../../i18n/messages';
import { Header } from './header';
import { NoticesSlot } from './notices-slot';

// The footer's code is a chunk of its own, loaded when the footer comes into view (below).
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

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
 *
 * Hydration is scheduled in parts, to keep the total blocking time down. React hydrates what lies
 * outside any Suspense boundary in one uninterrupted task, and the content of each boundary
 * later, in slices of a few milliseconds that yield to the browser. So the header sits in a
 * boundary of its own (interactive within moments; a tap before that hydrates it at once and is
 * replayed), and the footer, text and links at the bottom of the page, hydrates when it comes
 * into view (HydrateOnDemand): until then it is the server's HTML, plain links included, and its
 * code (a lazy chunk) is not even downloaded: on a phone, the first load of `/` is the header and
 * the hero, not the footer.
 */
export function PublicLayout() {
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage {...m.skipToContent} />
      </SkipLink>
      {/* Above the header, on every page: drawn in the prerendered HTML, so it takes its place
          before the first paint and nothing below it moves. */}
      <NoticesSlot />
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <HydrateOnDemand when="visible">
        <Footer />
      </HydrateOnDemand>
    </>
  );
}
