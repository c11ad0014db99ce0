import { createGlobalStyle } from 'styled-components';
import { darkTheme, lightTheme, themeVariables } from './tokens/themes';

const declarations = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

/**
 * Both palettes as custom properties: light by default, dark when the shell's first script set
 * `data-theme="dark"`, and, with no script at all, dark when the system asks for it.
 */
const paletteCss = `
  :root { color-scheme: light; ${declarations(themeVariables(lightTheme))} }
  :root[data-theme='dark'] { color-scheme: dark; ${declarations(themeVariables(darkTheme))} }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) { color-scheme: dark; ${declarations(themeVariables(darkTheme))} }
  }
`;

export const GlobalStyle = createGlobalStyle`
  ${paletteCss}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    ${({ theme }) => (theme.name === 'variables' ? '' : `color-scheme: ${theme.name};`)}
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    text-wrap: balance;
  }
  /* Arabic script needs its own face and taller lines for its ascenders and dots. */
  html[lang='ar'] body, :lang(ar) {
    font-family: ${({ theme }) => theme.fonts.arabic};
    line-height: ${({ theme }) => theme.lineHeights.arabic};
  }
  html[lang='ar'] :is(h1, h2, h3, h4) { font-family: ${({ theme }) => theme.fonts.arabic}; }
  a { color: ${({ theme }) => theme.colors.link}; text-underline-offset: 0.2em; }
  img, svg { max-width: 100%; }
  img { height: auto; }
  button, input, select, textarea { font: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* A page load within the site (a link followed before the app runs, another language) is
     joined to the page before by the browser's cross-fade, so the site stays one piece; none for
     a visitor who asks for less motion. Both pages carry it: every page of the site does. */
  @media (prefers-reduced-motion: no-preference) {
    @view-transition { navigation: auto; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
