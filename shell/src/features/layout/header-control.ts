import { css } from 'styled-components';

/**
 * The header's round controls drawn without the app (the phone menu's summary, the theme
 * toggle): the design system's outline IconButton, 44 px (a thumb's target), whose accessible name
 * is content (one name per state, the others hidden by CSS) instead of an aria-label a script
 * would have to change before the app runs.
 */
export const headerControl = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
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
