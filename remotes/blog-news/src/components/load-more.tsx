import { Button } from '@school/design-system';
import { useIntl } from 'react-intl';
import { listMessages } from './messages';

/** Pages through a long history: the next page is fetched on request. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const intl = useIntl();
  if (!hasMore) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', marginBlockStart: '2rem' }}>
      <Button
        variant="outline"
        onClick={onLoad}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {intl.formatMessage(loading ? listMessages.loadingMore : listMessages.loadMore)}
      </Button>
    </div>
  );
}
