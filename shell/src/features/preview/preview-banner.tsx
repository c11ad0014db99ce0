import { Button } from '@school/design-system';
import { frenchDe } from '@school/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { activePreview, PREVIEW_PARAM, type PreviewRefusal } from '../../lib/preview-state';
import { previewText, previewWords, refusedNotAVersion, refusedNotKept } from './preview-messages';

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

/** A remote's name, a version or a link's words, kept in reading order in any language (FSI … PDI). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * Says to an admin why a preview link was refused, on the live site it shows instead; closed by
 * the admin. Nothing of the link is remembered (lib/preview.ts).
 */
export function PreviewRefused({ refusal }: { refusal: PreviewRefusal }) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Bar
      role="alert"
      aria-label={intl.formatMessage(previewWords.refusedLabel)}
      data-preview-refused={refusal.reason}
    >
      <span>
        {refusal.reason === 'back-office' ? (
          <FormattedMessage {...previewWords.refusedBackOffice} />
        ) : refusal.reason === 'not-kept' ? (
          <FormattedMessage
            {...refusedNotKept}
            values={{
              remote: isolated(refusal.remote),
              // The French: « de » and the name, elided before a vowel (« d'about_direction »).
              remoteDe: frenchDe(refusal.remote),
              version: isolated(refusal.version),
            }}
          />
        ) : (
          <FormattedMessage {...refusedNotAVersion} values={{ asked: isolated(refusal.asked) }} />
        )}
      </span>
      <Button type="button" size="sm" variant="inverse" onClick={() => setOpen(false)}>
        <FormattedMessage {...previewWords.refusedClose} />
      </Button>
    </Bar>
  );
}
