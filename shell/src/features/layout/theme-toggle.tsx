import { MoonIcon, SunIcon, VisuallyHidden } from '@school/design-system';
import { EARLY_EVENTS_PASS } from '@school/platform/early-events';
import { THEME_TOGGLE } from '@school/platform/theme';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { m } from '../../i18n/messages';
import { headerControl, whenDark } from './header-control';

const Toggle = styled.button`
  ${headerControl}
`;

// One face per theme, the other out of the page and of the accessibility tree.
const ToDark = styled.span`
  display: contents;
  ${whenDark(css`
    display: none;
  `)}
`;

const ToLight = styled.span`
  display: none;
  ${whenDark(css`
    display: contents;
  `)}
`;

/**
 * Switches between light and dark; the stored preference starts as "follow the system". The tap
 * is answered by the page's first script (@school/platform/theme: it listens for THEME_TOGGLE from
 * the first byte, and the early-event contract lets it through), so it works before the app runs
 * and the app adds no handler of its own (one tap, one toggle). Both faces are drawn, the moon
 * with "to dark" and the sun with "to light", and CSS shows the one of the current theme: right
 * before hydration, the same HTML on the server and in the browser.
 */
export function ThemeToggle() {
  const intl = useIntl();
  const toDark = intl.formatMessage(m.themeToDark);
  const toLight = intl.formatMessage(m.themeToLight);
  return (
    <Toggle type="button" {...{ [THEME_TOGGLE]: '', [EARLY_EVENTS_PASS]: '' }}>
      <ToDark title={toDark}>
        <MoonIcon />
        <VisuallyHidden>{toDark}</VisuallyHidden>
      </ToDark>
      <ToLight title={toLight}>
        <SunIcon />
        <VisuallyHidden>{toLight}</VisuallyHidden>
      </ToLight>
    </Toggle>
  );
}
