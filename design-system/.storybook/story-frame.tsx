import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { LocaleFonts, type FontLocale } from '../src/fonts/fonts';
import { GlobalStyle } from '../src/global-style';
import { themes, type ThemeName } from '../src/tokens/themes';

export interface FrameGlobals {
  theme: ThemeName;
  direction: 'ltr' | 'rtl';
  locale: FontLocale;
}

/**
 * What the shell does for the real site, for one story: theme, fonts, `lang` and `dir` on the
 * document (dialogs, drawers and toasts render in portals outside the story's own element).
 */
export function StoryFrame({
  theme,
  direction,
  locale,
  children,
}: FrameGlobals & { children: ReactNode }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = direction;
    html.dataset.theme = theme;
  }, [theme, direction, locale]);
  return (
    <ThemeProvider theme={themes[theme]}>
      <GlobalStyle />
      <LocaleFonts locale={locale} />
      <div dir={direction} lang={locale} style={{ padding: '1rem' }}>
        {children}
      </div>
    </ThemeProvider>
  );
}
