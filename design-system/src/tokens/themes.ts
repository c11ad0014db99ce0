// Deep green and warm sand: the school's colours. Both themes are checked for WCAG AA contrast.
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  border: string;
  focus: string;
  danger: string;
  success: string;
  link: string;
}

export interface Theme {
  name: 'light' | 'dark';
  colors: ThemeColors;
  fonts: { body: string; heading: string; arabic: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; hero: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string };
  breakpoints: { sm: string; md: string; lg: string; xl: string };
  motion: { fast: string; normal: string; slow: string };
  layout: { maxWidth: string; headerHeight: string };
}

const shared = {
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    arabic: "'Noto Naskh Arabic', 'Amiri', 'Segoe UI', Tahoma, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    hero: 'clamp(2rem, 5vw, 3.25rem)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  motion: { fast: '120ms', normal: '220ms', slow: '1000ms' },
  layout: { maxWidth: '1200px', headerHeight: '4.5rem' },
} as const;

export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  colors: {
    background: '#fbf8f1',
    surface: '#ffffff',
    surfaceAlt: '#f1ebdc',
    text: '#1c2420',
    textMuted: '#4a544f',
    primary: '#0b5d3b',
    primaryHover: '#084a2f',
    onPrimary: '#ffffff',
    accent: '#c9a227',
    onAccent: '#1c2420',
    border: '#d9d1bd',
    focus: '#1f6feb',
    danger: '#b42318',
    success: '#0b6b3a',
    link: '#0b5d3b',
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 20, 0.08)',
    md: '0 4px 12px rgba(16, 24, 20, 0.1)',
    lg: '0 12px 32px rgba(16, 24, 20, 0.14)',
  },
};

export const darkTheme: Theme = {
  ...shared,
  name: 'dark',
  colors: {
    background: '#0f1613',
    surface: '#17211c',
    surfaceAlt: '#1f2b25',
    text: '#eef2ee',
    textMuted: '#b7c2bb',
    primary: '#4cc38a',
    primaryHover: '#6fd3a2',
    onPrimary: '#0b1a12',
    accent: '#e3c15a',
    onAccent: '#1c2420',
    border: '#34443b',
    focus: '#8ab4ff',
    danger: '#ff8a80',
    success: '#6fd3a2',
    link: '#7fd9aa',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.5)',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
