// Deep green, warm sand and gold: the school's colours. Every text/background pair that a
// component uses is listed in contrast-pairs.ts and checked for WCAG AA in both themes.
import { patternBackground } from '../imagery/pattern';

/** The tones of badges, alerts and toasts: a soft background with a strong foreground. */
export type Tone = 'neutral' | 'primary' | 'accent' | 'success' | 'info' | 'warning' | 'danger';

// Type aliases, not interfaces: `themeVariables` walks them as string records.
export type ToneColors = {
  bg: string;
  fg: string;
  /** Borders and icons on `bg` or on the page: at least 3:1 against both. */
  strong: string;
};

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceAlt: string;
  /** Raised layers over the page: menus, dialogs, toasts. */
  surfaceRaised: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** A band of the school's green that carries light text (heroes, footer). */
  primaryStrong: string;
  onPrimaryStrong: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  border: string;
  /** Borders that identify a control (inputs, checkboxes): at least 3:1 against the surface. */
  borderStrong: string;
  focus: string;
  /** The focus ring on `primaryStrong` bands, where `focus` would not stand out. */
  focusInverse: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  success: string;
  link: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
  star: string;
  /** The site footer's band: the school's green in light, a dark surface in dark. */
  footer: string;
  /**
   * The header's contact bar: the school's green in light, its deep green band in dark (the
   * dark theme's bright `primary` across the top of a dark page glared).
   */
  topBar: string;
  onTopBar: string;
  tones: Record<Tone, ToneColors>;
}

/** The star-lattice ornament, tinted with the theme's gold (a data URL cannot take a variable). */
export type ThemePatterns = {
  /** Behind the page heroes, under their gradient. */
  hero: string;
  /** On sand `pattern` sections. */
  tint: string;
  /** On green `primary` sections. */
  band: string;
};

export interface Theme {
  /**
   * `variables`: the site's theme, whose colours are CSS custom properties that `GlobalStyle`
   * defines for both palettes and `html[data-theme]` chooses between (see `cssTheme`).
   */
  name: 'light' | 'dark' | 'variables';
  colors: ThemeColors;
  patterns: ThemePatterns;
  fonts: { body: string; heading: string; arabic: string; mono: string };
  fontSizes: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
    hero: string;
  };
  fontWeights: { regular: number; medium: number; semibold: number; bold: number };
  lineHeights: { tight: number; heading: number; body: number; arabic: number };
  space: {
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radii: { sm: string; md: string; lg: string; xl: string; pill: string };
  shadows: { sm: string; md: string; lg: string; focus: string };
  breakpoints: { sm: string; md: string; lg: string; xl: string };
  motion: {
    fast: string;
    normal: string;
    slow: string;
    easing: string;
    /** The seed's hero: a new slide every 5 s, each change taking 1 s. */
    carouselInterval: number;
    carouselTransition: number;
  };
  zIndices: { header: number; dropdown: number; overlay: number; toast: number; tooltip: number };
  layout: { maxWidth: string; narrowWidth: string; headerHeight: string };
}

const sansFallback = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const shared = {
  fonts: {
    // "Inter Fallback" is a metric-matched local face (see fonts.ts): text does not move
    // when the web font arrives.
    body: `'Inter Variable', 'Inter Fallback', ${sansFallback}`,
    heading: `'Inter Variable', 'Inter Fallback', ${sansFallback}`,
    arabic: `'Noto Naskh Arabic Variable', 'Inter Variable', 'Geeza Pro', 'Segoe UI', Tahoma, serif`,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: 'clamp(2rem, 4vw, 2.75rem)',
    hero: 'clamp(2rem, 5vw, 3.25rem)',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.15, heading: 1.3, body: 1.6, arabic: 1.9 },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    xxxl: '6rem',
  },
  radii: { sm: '4px', md: '8px', lg: '16px', xl: '24px', pill: '999px' },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  motion: {
    fast: '120ms',
    normal: '220ms',
    slow: '1000ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    carouselInterval: 5000,
    carouselTransition: 1000,
  },
  zIndices: { header: 10, dropdown: 20, overlay: 40, toast: 50, tooltip: 60 },
  layout: { maxWidth: '1200px', narrowWidth: '46rem', headerHeight: '4.5rem' },
} as const;

const patternsOf = (accent: string): ThemePatterns => ({
  hero: patternBackground(accent, 0.16),
  tint: patternBackground(accent, 0.18),
  band: patternBackground(accent, 0.12),
});

export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  patterns: patternsOf('#c9a227'),
  colors: {
    background: '#fbf8f1',
    surface: '#ffffff',
    surfaceAlt: '#f3ecdc',
    surfaceRaised: '#ffffff',
    text: '#1c2420',
    textMuted: '#4a544f',
    primary: '#0b5d3b',
    primaryHover: '#084a2f',
    onPrimary: '#ffffff',
    primaryStrong: '#0b3d27',
    onPrimaryStrong: '#f6f1e4',
    accent: '#c9a227',
    accentHover: '#b58f1a',
    onAccent: '#1c2420',
    border: '#e3dccb',
    borderStrong: '#7d7564',
    focus: '#1a5fd0',
    focusInverse: '#f1d98a',
    danger: '#b42318',
    dangerHover: '#912018',
    onDanger: '#ffffff',
    success: '#0b6b3a',
    link: '#0b5d3b',
    overlay: 'rgba(12, 20, 16, 0.55)',
    skeleton: '#ebe4d3',
    skeletonHighlight: '#f6f1e6',
    star: '#a87c00',
    footer: '#0b3d27',
    topBar: '#0b5d3b',
    onTopBar: '#ffffff',
    tones: {
      neutral: { bg: '#ecebe6', fg: '#3f4440', strong: '#6b716c' },
      primary: { bg: '#e1f1e8', fg: '#0b5d3b', strong: '#0b5d3b' },
      accent: { bg: '#f7eecd', fg: '#6b4f00', strong: '#8d6a00' },
      success: { bg: '#dff2e6', fg: '#0b5c33', strong: '#0b6b3a' },
      info: { bg: '#e2ebfc', fg: '#1b45a8', strong: '#1d4ed8' },
      warning: { bg: '#fbecd5', fg: '#7a4300', strong: '#a35a00' },
      danger: { bg: '#fbe4e1', fg: '#9b1c13', strong: '#b42318' },
    },
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 20, 0.08)',
    md: '0 4px 12px rgba(16, 24, 20, 0.1)',
    lg: '0 12px 32px rgba(16, 24, 20, 0.16)',
    focus: '0 0 0 3px #1a5fd0',
  },
};

export const darkTheme: Theme = {
  ...shared,
  name: 'dark',
  patterns: patternsOf('#e3c15a'),
  colors: {
    background: '#0f1613',
    surface: '#17211c',
    surfaceAlt: '#1f2b25',
    surfaceRaised: '#22302a',
    text: '#eef2ee',
    textMuted: '#b7c2bb',
    // A soft green, not a bright mint: buttons sit on a dark page (4.8:1 or more on every
    // surface, 6.3:1 under the dark button text).
    primary: '#5aa882',
    primaryHover: '#6bb592',
    onPrimary: '#0b1a12',
    primaryStrong: '#123826',
    onPrimaryStrong: '#f3efe4',
    accent: '#e3c15a',
    accentHover: '#edd07a',
    onAccent: '#1c2420',
    border: '#2f3e36',
    borderStrong: '#7f9187',
    focus: '#8ab4ff',
    focusInverse: '#f1d98a',
    danger: '#ff8a80',
    dangerHover: '#ffa59d',
    onDanger: '#2a0a06',
    success: '#6fd3a2',
    link: '#7fd9aa',
    overlay: 'rgba(0, 0, 0, 0.65)',
    skeleton: '#24312a',
    skeletonHighlight: '#2e3d35',
    star: '#e3c15a',
    footer: '#17211c',
    topBar: '#123826',
    onTopBar: '#f3efe4',
    tones: {
      neutral: { bg: '#2a302c', fg: '#d5dbd7', strong: '#9aa59f' },
      primary: { bg: '#143524', fg: '#8fe0b5', strong: '#4cc38a' },
      accent: { bg: '#3a2f0e', fg: '#f1d98a', strong: '#e3c15a' },
      success: { bg: '#123222', fg: '#8fe0b5', strong: '#4cc38a' },
      info: { bg: '#172544', fg: '#a9c3ff', strong: '#7aa2f7' },
      warning: { bg: '#3b2a0c', fg: '#f5c77e', strong: '#e0a040' },
      danger: { bg: '#3b1613', fg: '#ffb4ab', strong: '#ff8a80' },
    },
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
    focus: '0 0 0 3px #8ab4ff',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;

type Palette = Pick<Theme, 'colors' | 'shadows' | 'patterns'>;

const tones = Object.keys(lightTheme.colors.tones) as Tone[];

/** Every value that differs between the palettes, as custom property name → value. */
export function themeVariables(theme: Palette): Record<string, string> {
  const variables: Record<string, string> = {};
  const { tones: toneColors, ...colors } = theme.colors;
  for (const [key, value] of Object.entries<string>(colors)) variables[`--c-${key}`] = value;
  for (const tone of tones) {
    for (const [key, value] of Object.entries<string>(toneColors[tone])) {
      variables[`--c-tone-${tone}-${key}`] = value;
    }
  }
  for (const [key, value] of Object.entries<string>(theme.shadows))
    variables[`--shadow-${key}`] = value;
  for (const [key, value] of Object.entries<string>(theme.patterns))
    variables[`--pattern-${key}`] = value;
  return variables;
}

/** A flat group of tokens with each value replaced by `var(<its custom property>)`. */
function references<T extends object>(values: T, name: (key: string) => string): T {
  return Object.fromEntries(Object.keys(values).map((key) => [key, `var(${name(key)})`])) as T;
}

/**
 * The theme the site renders with: the same CSS for light and dark, every colour a custom
 * property. A prerendered page is therefore right for either palette, and the inline script in
 * the shell's `index.html` picks the visitor's (stored choice, else the system's) by setting
 * `data-theme` on `<html>` before the first paint: no light flash for a dark visitor, and
 * hydration never restyles the page.
 */
export const cssTheme: Theme = {
  ...shared,
  name: 'variables',
  colors: {
    ...references(lightTheme.colors, (key) => `--c-${key}`),
    tones: Object.fromEntries(
      tones.map((tone) => [
        tone,
        references(lightTheme.colors.tones[tone], (key) => `--c-tone-${tone}-${key}`),
      ]),
    ) as Record<Tone, ToneColors>,
  },
  shadows: references(lightTheme.shadows, (key) => `--shadow-${key}`),
  patterns: references(lightTheme.patterns, (key) => `--pattern-${key}`),
};
