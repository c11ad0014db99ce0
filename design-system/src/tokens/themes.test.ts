import { cssTheme, darkTheme, lightTheme, themeVariables } from './themes';
import { relativeLuminance } from './contrast';

/** Every `var(--…)` the site's theme refers to, anywhere in it. */
function referencedVariables(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]!);
  if (value && typeof value === 'object') return Object.values(value).flatMap(referencedVariables);
  return [];
}

describe('the CSS-variable theme', () => {
  const light = themeVariables(lightTheme);
  const dark = themeVariables(darkTheme);

  it('defines the same custom properties in both palettes', () => {
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
  });

  it('refers only to properties both palettes define, and to every one of them', () => {
    const referenced = new Set(referencedVariables(cssTheme));
    expect([...referenced].filter((name) => !(name in light))).toEqual([]);
    expect(Object.keys(light).filter((name) => !referenced.has(name))).toEqual([]);
  });

  it('keeps a variable for every colour, tone, shadow and pattern of a palette', () => {
    expect(light['--c-background']).toBe(lightTheme.colors.background);
    expect(dark['--c-background']).toBe(darkTheme.colors.background);
    expect(dark['--c-tone-danger-fg']).toBe(darkTheme.colors.tones.danger.fg);
    expect(dark['--shadow-focus']).toBe(darkTheme.shadows.focus);
    expect(dark['--pattern-hero']).toBe(darkTheme.patterns.hero);
    expect(cssTheme.colors.tones.danger.fg).toBe('var(--c-tone-danger-fg)');
    expect(cssTheme.patterns.band).toBe('var(--pattern-band)');
  });

  it('leaves everything that is not a colour as it is', () => {
    expect(cssTheme.space).toEqual(lightTheme.space);
    expect(cssTheme.fonts).toEqual(lightTheme.fonts);
    expect(cssTheme.motion).toEqual(lightTheme.motion);
  });
});

describe('the dark palette does not glare', () => {
  // A dark page (#0f1613) under a full-width band or a filled button of bright mint: the top
  // bar and the « Inscription » button drew the eye from everything else. Fills stay soft, and
  // the header's bar is the deep green band, as the light theme's green is on its page.
  it('fills with a soft green, and the header bar with the deep one', () => {
    expect(relativeLuminance(darkTheme.colors.primary)).toBeLessThan(0.35);
    expect(relativeLuminance(darkTheme.colors.topBar)).toBeLessThan(0.05);
    expect(lightTheme.colors.topBar).toBe(lightTheme.colors.primary);
  });
});
