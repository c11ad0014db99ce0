import { locales, useLocaleStore, type Locale } from '@school/shared';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const names: Record<Locale, { short: string; full: string }> = {
  fr: { short: 'FR', full: 'Français' },
  ar: { short: 'ع', full: 'العربية' },
  en: { short: 'EN', full: 'English' },
};

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: 2px;
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

const Choice = styled.button`
  min-width: 2.25rem;
  min-height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocaleStore((state) => state.locale);
  const setLocale = useLocaleStore((state) => state.setLocale);
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'language.label' })}>
      {locales.map((code) => (
        <Choice
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === locale}
          title={names[code].full}
          onClick={() => setLocale(code)}
        >
          <Full>{names[code].full}</Full>
          <Short aria-hidden="true">{names[code].short}</Short>
        </Choice>
      ))}
    </Group>
  );
}
