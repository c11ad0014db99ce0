import { describe, expect, it } from 'vitest';
import { AA, contrastRatio } from './contrast';
import { contrastPairs } from './contrast-pairs';
import { themes } from './themes';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });
  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Not a hex colour/);
  });
});

describe.each(Object.values(themes))('$name theme meets WCAG AA', (theme) => {
  const pairs = contrastPairs(theme);
  it('covers the pairs the components use', () => {
    expect(pairs.length).toBeGreaterThan(50);
  });
  it.each(pairs)('$use ($fg on $bg)', ({ fg, bg, min }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
  it('uses the AA thresholds', () => {
    expect(AA).toEqual({ text: 4.5, largeText: 3, ui: 3 });
  });
});
