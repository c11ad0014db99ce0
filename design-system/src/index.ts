// Consumers get the typed theme (DefaultTheme) through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" />

// Tokens and themes
export { darkTheme, lightTheme, themes } from './tokens/themes';
export type { Theme, ThemeColors, ThemeName, Tone, ToneColors } from './tokens/themes';
export { AA, contrastRatio, relativeLuminance } from './tokens/contrast';
export { GlobalStyle } from './global-style';
export { LocaleFonts, fontFaceCss, fontFilesFor, preloadFonts } from './fonts/fonts';
export type { FontFile, FontLocale } from './fonts/fonts';

// Components
export { Button, buttonStyles } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { Container } from './components/container';
export { VisuallyHidden } from './components/visually-hidden';
export { PageHero } from './components/page-hero';
export type { PageHeroProps } from './components/page-hero';
