import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    color-scheme: ${({ theme }) => theme.name};
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
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
