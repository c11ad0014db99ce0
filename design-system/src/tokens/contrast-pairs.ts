import { AA } from './contrast';
import type { Theme, ThemeColors, Tone } from './themes';

export interface ContrastPair {
  /** Where the pair appears, for a readable failure message. */
  use: string;
  fg: string;
  bg: string;
  min: number;
}

type Key = Exclude<keyof ThemeColors, 'tones' | 'overlay'>;

const tones: Tone[] = ['neutral', 'primary', 'accent', 'success', 'info', 'warning', 'danger'];
const pages: Key[] = ['background', 'surface', 'surfaceAlt', 'surfaceRaised'];

/**
 * Every foreground/background pair the components draw, with the WCAG AA minimum it must meet.
 * A component that introduces a new pair adds it here, so the contrast test covers it.
 */
export function contrastPairs(theme: Theme): ContrastPair[] {
  const c = theme.colors;
  const pair = (fg: Key, bg: Key, min: number, use = `${fg} on ${bg}`): ContrastPair => ({
    use,
    fg: c[fg],
    bg: c[bg],
    min,
  });
  const list: ContrastPair[] = [];
  for (const page of pages) {
    list.push(pair('text', page, AA.text));
    list.push(pair('textMuted', page, AA.text));
    list.push(pair('link', page, AA.text));
    list.push(
      pair('primary', page, AA.text, `primary text (ghost/outline buttons, headings) on ${page}`),
    );
    list.push(pair('danger', page, AA.text, `error text on ${page}`));
    list.push(pair('borderStrong', page, AA.ui, `control border on ${page}`));
    list.push(pair('focus', page, AA.ui, `focus ring on ${page}`));
    list.push(pair('star', page, AA.ui, `rating star on ${page}`));
  }
  list.push(
    pair('onPrimary', 'primary', AA.text),
    pair('onPrimary', 'primaryHover', AA.text),
    pair('onPrimaryStrong', 'primaryStrong', AA.text),
    pair('onTopBar', 'topBar', AA.text, "the header's contact bar"),
    pair('focusInverse', 'topBar', AA.ui, "focus ring on the header's contact bar"),
    pair('accent', 'primaryStrong', AA.text, 'gold eyebrow text on green bands'),
    pair('focusInverse', 'primaryStrong', AA.ui, 'focus ring on green bands'),
    pair('onAccent', 'accent', AA.text),
    pair('onAccent', 'accentHover', AA.text),
    pair('onDanger', 'danger', AA.text),
    pair('onDanger', 'dangerHover', AA.text),
    pair('success', 'surface', AA.text, 'success text on surface'),
  );
  for (const tone of tones) {
    const t = c.tones[tone];
    list.push({ use: `${tone} badge text`, fg: t.fg, bg: t.bg, min: AA.text });
    list.push({ use: `${tone} accent bar on its tint`, fg: t.strong, bg: t.bg, min: AA.ui });
    list.push({ use: `${tone} icon on surface`, fg: t.strong, bg: c.surface, min: AA.ui });
    list.push({
      use: `${tone} icon on raised surface`,
      fg: t.strong,
      bg: c.surfaceRaised,
      min: AA.ui,
    });
  }
  return list;
}
