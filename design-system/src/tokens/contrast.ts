// WCAG 2.x relative luminance and contrast ratio, for the token checks and for anyone who
// composes a new colour pair.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Parses `#rgb` or `#rrggbb`. */
export function parseHex(hex: string): [number, number, number] {
  const body = hex.replace('#', '');
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA minimums: body text, large text (24px, or 18.66px bold) and UI parts. */
export const AA = { text: 4.5, largeText: 3, ui: 3 } as const;
