// Consumers get the typed theme (DefaultTheme) through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" />
export { darkTheme, lightTheme, themes } from './tokens/themes';
export type { Theme, ThemeColors } from './tokens/themes';
export { GlobalStyle } from './global-style';
export { Button, buttonStyles } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { Container } from './components/container';
export { VisuallyHidden } from './components/visually-hidden';
export { PageHero } from './components/page-hero';
export type { PageHeroProps } from './components/page-hero';
