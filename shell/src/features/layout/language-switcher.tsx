import { EARLY_EVENTS_PASS } from '@school/platform/early-events';
import { localizedPath, locales, splitLocalePath, type Locale, useLocale } from '@school/shared';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { m } from '../../i18n/messages';

const names: Record<Locale, { short: string; full: string }> = {
  fr: { short: 'FR', full: 'Français' },
  ar: { short: 'ع', full: 'العربية' },
  en: { short: 'EN', full: 'English' },
};

const Group = styled.ul`
  display: inline-flex;
  gap: 2px;
  margin: 0;
  padding: 2px;
  list-style: none;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

// Full names where there is room, the short code on phones; the accessible name is always the
// full name, in its own language.
const Full = styled.span`
  padding-inline: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Short = styled.span`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline;
  }
`;

// 44 × 44 px at least: a thumb's target (WCAG 2.5.5).
const Choice = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

/**
 * Each language is a link to the same page in that language (`/ar/news`): shareable, crawlable,
 * and followed without a reload once the app runs. The store follows as the address changes.
 * Before the app has hydrated it, the early-event contract lets the browser follow it (a full
 * load of the other language's prerendered page, EARLY_EVENTS_PASS) rather than hold the tap
 * until the app and the other page's code are in.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocalePath(pathname);
  return (
    <Group aria-label={intl.formatMessage(m.languageLabel)}>
      {locales.map((code) => (
        <li key={code}>
          <Choice
            to={`${localizedPath(path, code)}${search}${hash}`}
            lang={code}
            hrefLang={code}
            aria-current={code === locale ? 'true' : undefined}
            title={names[code].full}
            {...{ [EARLY_EVENTS_PASS]: '' }}
          >
            <Full>{names[code].full}</Full>
            <Short aria-hidden="true">{names[code].short}</Short>
          </Choice>
        </li>
      ))}
    </Group>
  );
}
