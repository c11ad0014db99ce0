// Consumers get the typed theme (DefaultTheme) through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" />

// The main entry holds what every public page paints with at first (the layout, buttons, the
// home page's hero), and every module that keeps state or context (labels, toasts, scroll lock):
// it is shared once by the shell, and a shared singleton is downloaded whole. Back-office and
// page-specific pieces are further entries, bundled by the apps that import them (tree-shaken
// there) and importing the stateful ones through this package's own name, so they reach the
// shell's single copy: ./forms (fields, text inputs, table, paging, selects, file input),
// ./overlays (dialogs, drawer, tooltip, tabs, side navigation, the focus trap), ./content
// (article body, timeline), ./display (cards, the inner pages' hero, badges, figures, avatars,
// testimonials, skeletons, empty states, alerts) and ./icons. Contrast ratios (tokens/contrast)
// are for the design system's own tests and stories.

// Tokens and themes
export { cssTheme, darkTheme, lightTheme, themes, themeVariables } from './tokens/themes';
export type {
  Theme,
  ThemeColors,
  ThemeName,
  ThemePatterns,
  Tone,
  ToneColors,
} from './tokens/themes';
export { GlobalStyle } from './global-style';
export {
  LocaleFonts,
  fontFaceCss,
  fontFilesFor,
  localeFontsCss,
  preloadFonts,
} from './fonts/fonts';
export type { FontFile, FontLocale } from './fonts/fonts';

// Imagery
export {
  articleFallbackUrl,
  blogFallbackUrl,
  contentFallbackUrl,
  heroArtwork,
  heroCampusUrl,
  heroCommunityUrl,
  heroLearningUrl,
  newsFallbackUrl,
  portraitPlaceholderUrl,
} from './imagery/artwork';
export { patternBackground, patternSvg } from './imagery/pattern';

// The icons the main entry's own components draw (chevrons, close, alert, play) and the layout's
// (menu, theme, social links): the rest comes from ./icons.
export { createIcon } from './icons/create-icon';
export type { IconOptions, IconProps } from './icons/create-icon';
export {
  AlertIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronEndIcon,
  ChevronStartIcon,
  CloseIcon,
  FacebookIcon,
  InfoIcon,
  InstagramIcon,
  MenuIcon,
  MoonIcon,
  PauseIcon,
  PlayIcon,
  SunIcon,
  YoutubeIcon,
} from './icons/icons';

// Layout
export { Container } from './components/container';
export { Stack } from './components/stack';
export type { SpaceKey, StackProps } from './components/stack';
export { Grid } from './components/grid';
export type { GridColumns, GridProps } from './components/grid';
export { Section, SectionHeader } from './components/section';
export type { SectionHeaderProps, SectionProps, SectionTone } from './components/section';
export { VisuallyHidden } from './components/visually-hidden';
export { SkipLink } from './components/skip-link';

// Actions
export { Button, buttonStyles } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { ButtonLink } from './components/button-link';
export type { ButtonLinkProps } from './components/button-link';
export { IconButton, iconButtonLook } from './components/icon-button';
export type { IconButtonProps, IconButtonVariant } from './components/icon-button';

// Overlays and disclosure used on every page (the rest is in ./overlays.ts)
export { TOAST_DURATION, TOAST_LIMIT, ToastProvider, useToast } from './components/toast';
export type { ToastOptions, ToastProviderProps, ToastVariant } from './components/toast';
export {
  DropdownMenu,
  dropdownEntryLook,
  dropdownListLook,
  dropdownTriggerLook,
} from './components/dropdown-menu';
export type { DropdownMenuItem, DropdownMenuProps } from './components/dropdown-menu';

export { Carousel } from './components/carousel';
export type { CarouselLabels, CarouselProps, CarouselSlide } from './components/carousel';
export { Picture } from './components/picture';
export type { PictureImage, PictureProps } from './components/picture';
export { HeroSlide } from './components/hero-slide';
export type { HeroSlideImage, HeroSlideProps } from './components/hero-slide';

// Hooks
export { useScrollLock } from './hooks/scroll-lock';
export { directionAt } from './hooks/direction';
export { mergeRefs } from './hooks/merge-refs';

// Feedback
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';
export {
  DesignSystemLabelsProvider,
  loadDesignSystemCatalog,
  useDesignSystemLabels,
} from './i18n/labels';
export type { DesignSystemLabels } from './i18n/labels';
export { designSystemMessages } from './i18n/messages';
