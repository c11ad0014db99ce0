import { Button } from '@school/design-system';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listMessages } from './messages';

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: 2rem;
  /* Loading needs a script: without scripts (the page's first inline script, which sets
     data-theme on <html>, never ran) the button is not shown. */
  :root:not([data-theme]) & {
    display: none;
  }
`;

/** What LoadMore needs of a list's infinite query (TanStack Query's `useInfiniteQuery`). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Pages through a long history: the list's next page is fetched on request. Drawn by the server
 * too: on a page of islands, a tap on it before its list is hydrated is held, then answered once.
 */
export function LoadMore({ list }: { list: PagedList }) {
  const intl = useIntl();
  if (!list.hasNextPage) return null;
  const loading = list.isFetchingNextPage;
  return (
    <Row>
      <Button
        variant="outline"
        onClick={() => void list.fetchNextPage()}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {intl.formatMessage(loading ? listMessages.loadingMore : listMessages.loadMore)}
      </Button>
    </Row>
  );
}
