import { Button } from '@school/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { activePreview, PREVIEW_PARAM } from '../../lib/preview-state';
import { previewText, previewWords } from './preview-messages';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1000;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 0.5rem 1rem;
  background: #7a2e00;
  color: #fff;
  font-weight: 600;
`;

/** Leaves the preview: the live map again, in this tab and for the rest of its session. */
function leavePreview() {
  const url = new URL(window.location.href);
  url.searchParams.set(PREVIEW_PARAM, 'off');
  window.location.assign(url.href);
}

/**
 * Says, on every screen of a preview, which remote runs which version, with the way out: an admin
 * must never mistake a preview for the live site.
 */
export function PreviewBanner() {
  const intl = useIntl();
  const preview = activePreview();
  if (!preview) return null;
  return (
    <Bar
      role="region"
      aria-label={intl.formatMessage(previewWords.previewLabel)}
      data-preview-banner
    >
      <span>
        <FormattedMessage
          {...previewText}
          values={{ remote: preview.remote, version: preview.version }}
        />
      </span>
      <Button type="button" size="sm" variant="inverse" onClick={leavePreview}>
        <FormattedMessage {...previewWords.previewLeave} />
      </Button>
    </Bar>
  );
}
