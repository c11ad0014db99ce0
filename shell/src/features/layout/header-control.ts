import { iconButtonLook } from '@school/design-system';
import { css } from 'styled-components';

/**
 * The header's round controls drawn without the app (the phone menu's summary, the theme
 * toggle): the design system's outline icon button, whose accessible name is content (one name
 * per state, the others hidden by CSS) instead of an aria-label a script would have to change
 * before the app runs.
 */
export const headerControl = css`
  ${iconButtonLook('outline')}
  position: relative;
  font: inherit;
`;

/**
 * What the page shows in dark (`data-theme="dark"`, or no mark and a dark system: the page
 * without any script), for rules that draw one of two states.
 */
export const whenDark = (rules: ReturnType<typeof css>) => css`
  :root[data-theme='dark'] & {
    ${rules}
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) & {
      ${rules}
    }
  }
`;
