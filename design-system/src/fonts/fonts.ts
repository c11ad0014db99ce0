import type { Locale } from '@school/platform/locales';
import { createGlobalStyle } from 'styled-components';
// `?url` keeps each face a separate, long-cacheable file (never inlined into JavaScript).
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
// Fontsource's Arabic file cut down to the code points Arabic text uses (27 KB instead of 94):
// scripts/subset-arabic-font.mjs makes it, arabic-font.test.ts checks it.
import naskhArabicUrl from './noto-naskh-arabic-core-wght.woff2?url';

export type FontLocale = Locale;

export interface FontFile {
  family: string;
  href: string;
  unicodeRange: string;
  weight: string;
}

const latin: FontFile = {
  family: 'Inter Variable',
  href: interLatinUrl,
  weight: '100 900',
  // Fontsource's "latin" subset: enough for French (œ, €, typographic quotes) and English.
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

const arabic: FontFile = {
  family: 'Noto Naskh Arabic Variable',
  href: naskhArabicUrl,
  weight: '400 700',
  // Exactly the file's characters (the test compares): one it lacks goes to the next font.
  unicodeRange:
    'U+060C-0671, U+067E, U+0686, U+0698, U+06A4, U+06A9, U+06AF, U+06CC, U+200C-200E, U+FDF2, U+FE70-FE74, U+FE76-FEFC',
};

/**
 * The font files a locale needs. Arabic pages still show Latin (e-mail addresses, digits),
 * so they need both faces; French and English never download the Arabic one (27 KB).
 */
export function fontFilesFor(locale: FontLocale): FontFile[] {
  return locale === 'ar' ? [arabic, latin] : [latin];
}

/*
 * `optional`: the face is used if it arrives within the first moments (the page's HTML preloads
 * it, so it usually does); otherwise the fallback stays for this page view. Text never moves when
 * the font lands, on machines whose fallback metrics differ from Inter's too (no Arial/Roboto).
 */
function fontFace(file: FontFile): string {
  return `@font-face {
  font-family: '${file.family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${file.weight};
  src: url('${file.href}') format('woff2-variations'), url('${file.href}') format('woff2');
  unicode-range: ${file.unicodeRange};
}`;
}

/** The @font-face rules of a locale, for a host that writes its own CSS. */
export function fontFaceCss(locale: FontLocale): string {
  return fontFilesFor(locale).map(fontFace).join('\n');
}

/**
 * Declares the locale's faces. The host renders it with the current locale, so the Arabic face
 * is declared, and so fetched, only while the page is in Arabic.
 * The fallback face is a local font stretched to Inter's metrics: swapping in the web font
 * does not move the text (no layout shift).
 */
export const LocaleFonts = createGlobalStyle<{ locale: FontLocale }>`
  ${({ locale }) => localeFontsCss(locale)}
`;

/** The fallback face and the locale's faces, as plain CSS (what LocaleFonts declares). */
export function localeFontsCss(locale: FontLocale): string {
  return `@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('ArialMT'), local('Roboto'), local('Helvetica');
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
  size-adjust: 107.12%;
}
${fontFaceCss(locale)}`;
}

/**
 * Adds `<link rel="preload">` for the locale's faces so text paints in its final font sooner.
 * Idempotent; returns the links it added.
 */
export function preloadFonts(locale: FontLocale, doc: Document = document): HTMLLinkElement[] {
  const added: HTMLLinkElement[] = [];
  for (const file of fontFilesFor(locale)) {
    if (doc.head.querySelector(`link[rel="preload"][href="${file.href}"]`)) continue;
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'font');
    link.setAttribute('type', 'font/woff2');
    link.setAttribute('href', file.href);
    // Fonts are always fetched in CORS mode; without this the preload is wasted.
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
    added.push(link);
  }
  return added;
}
