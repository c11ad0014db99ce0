import { Button } from '@school/design-system';
import { shareLinks } from '@school/shared/seo';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listMessages as m } from './messages';

const Row = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    margin-inline-end: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* Copying needs a script: without scripts (the page's first inline script, which sets
     data-theme on <html>, never ran) the button is not shown. */
  :root:not([data-theme]) & [data-needs-script] {
    display: none;
  }
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Share an article: WhatsApp (how news travels in Bamako), Facebook, or copy its address. The
 * two share buttons are plain links, so they work before (or without) JavaScript; copying needs
 * the clipboard: the server draws its button too (on a page of islands, a tap on it before the
 * row is hydrated is held, then answered), hidden where scripts do not run.
 */
export function ShareRow({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // One share row per page, and an island of its own: an id of its own (useId would differ in
  // the island's root from the server's).
  const titleId = 'share-row-title';
  const links = shareLinks(url, title);
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <Row aria-labelledby={titleId} data-share-row="">
      <h2 id={titleId}>{t(m.share)}</h2>
      <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" data-share="whatsapp">
        {t(m.shareWhatsapp)}
      </a>
      <a href={links.facebook} target="_blank" rel="noopener noreferrer" data-share="facebook">
        {t(m.shareFacebook)}
      </a>
      <Button
        type="button"
        variant="outline"
        size="sm"
        data-needs-script=""
        onClick={() => void copy()}
      >
        {t(m.copyLink)}
      </Button>
      <Status role="status">
        {status === 'copied' ? t(m.copied) : status === 'failed' ? t(m.copyFailed) : ''}
      </Status>
    </Row>
  );
}
