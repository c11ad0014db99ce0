// @vitest-environment node
// The Arabic face the site serves is a subset of Fontsource's file, made by
// scripts/subset-arabic-font.mjs. These tests hold it to what Arabic pages need: every character
// the site's Arabic content and a staff member's keyboard produce, shaped exactly as the full font
// shapes it, at both ends of the weight axis; and to what fonts.ts declares about it. In Node's
// environment: the woff2 tools (wasm) check their input against Node's own typed arrays.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as hb from 'harfbuzzjs';
import {
  servedFontPath,
  sourceFontPath,
  subsetArabicFont,
} from '../../scripts/subset-arabic-font.mjs';
import { fontFilesFor } from './fonts';

// HarfBuzz reads TrueType, not WOFF2: fontverter unpacks it (Google's woff2 decoder, in wasm).
const fontverter = createRequire(import.meta.url)('fontverter') as {
  convert(font: Buffer, format: 'truetype'): Promise<Buffer>;
};
const faceOf = async (woff2: Buffer) =>
  new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'truetype')));

const repo = join(import.meta.dirname, '..', '..', '..');
const served = readFileSync(servedFontPath);
const source = readFileSync(sourceFontPath);
const servedFace = await faceOf(served);
const sourceFace = await faceOf(source);
const servedCodePoints = new Set(servedFace.collectUnicodes());

/** The Arabic blocks: a character of these in the site's content must be drawn by the face. */
const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/u;

/** The Arabic catalogs of every app (design system, shell, remotes) and the seed's content. */
function arabicContentFiles(): string[] {
  const catalogs = ['design-system/src/i18n/ar.json', 'shell/src/i18n/ar.json'];
  for (const remote of readdirSync(join(repo, 'remotes'))) {
    catalogs.push(`remotes/${remote}/src/i18n/ar.json`);
  }
  return [...catalogs, 'supabase/seed.sql'];
}

const content = arabicContentFiles().map((file) => readFileSync(join(repo, file), 'utf8'));

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

const keyboard = {
  alphabet: [...range(0x0621, 0x063a), ...range(0x0641, 0x064a)], // ء to غ, ف to ي
  harakat: [...range(0x064b, 0x0652), 0x0653, 0x0654, 0x0655, 0x0670], // tanwin to sukun, madda..
  tatweel: [0x0640],
  punctuation: [0x060c, 0x061b, 0x061f, 0x066a, 0x066b, 0x066c], // ، ؛ ؟ ٪ ٫ ٬
  digits: range(0x0660, 0x0669),
};

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const missing = (codes: Iterable<number>) =>
  [...codes].filter((code) => !servedCodePoints.has(code)).map(hex);

describe('the served Arabic face', () => {
  it('is what the script makes from the installed Fontsource file, byte for byte', async () => {
    // Fails after a Fontsource update: run `node scripts/subset-arabic-font.mjs` and commit.
    const made = await subsetArabicFont(source);
    expect(made.length).toBe(served.length);
    expect(served.equals(made)).toBe(true);
  });

  it('draws every Arabic character of the catalogs and the seed', () => {
    const used = new Set<number>();
    for (const text of content) {
      for (const char of text) if (arabicScript.test(char)) used.add(char.codePointAt(0)!);
    }
    // The content is Arabic indeed (a wrong path would make this test pass on nothing).
    expect(used.size).toBeGreaterThan(40);
    expect(missing(used)).toEqual([]);
  });

  it('draws what a staff member types: letters, harakat, tatweel, punctuation, digits', () => {
    for (const [what, codes] of Object.entries(keyboard)) {
      expect(missing(codes), what).toEqual([]);
    }
  });

  it('keeps the lookups of Arabic shaping and mark positioning', () => {
    expect(servedFace.getTableScriptTags('GSUB')).toContain('arab');
    expect(servedFace.getTableFeatureTags('GSUB')).toEqual(
      expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'liga', 'ccmp']),
    );
    expect(servedFace.getTableFeatureTags('GPOS')).toEqual(
      expect.arrayContaining(['mark', 'mkmk']),
    );
    expect(servedFace.getAxisInfos().wght).toMatchObject({ min: 400, max: 700 });
  });

  it('carries its copyright and its licence (the OFL asks every copy to)', () => {
    expect(servedFace.getName(0, 'en')).toMatch(/^Copyright .* The Noto Project Authors/);
    expect(servedFace.getName(14, 'en')).toBe(sourceFace.getName(14, 'en'));
    expect(servedFace.getName(14, 'en')).toMatch(/openfontlicense\.org/);
    expect(readFileSync(join(import.meta.dirname, 'noto-naskh-arabic-OFL.txt'), 'utf8')).toMatch(
      /SIL OPEN FONT LICENSE Version 1\.1/,
    );
  });

  it('declares exactly the code points the file holds, in the weights it has', () => {
    const arabic = fontFilesFor('ar')[0]!;
    expect(arabic.href).toMatch(/noto-naskh-arabic-core-wght/);
    expect(arabic.weight).toBe('400 700');
    expect(arabic.unicodeRange).toBe(unicodeRangeOf([...servedCodePoints]));
  });
});

/** `U+060C-0671, U+067E, ...`: the CSS unicode-range of a set of code points. */
function unicodeRangeOf(codes: number[]): string {
  const sorted = [...codes].sort((a, b) => a - b);
  const parts: string[] = [];
  let first = sorted[0]!;
  for (let i = 1; i <= sorted.length; i++) {
    const previous = sorted[i - 1]!;
    if (sorted[i] === previous + 1) continue;
    const end = previous.toString(16).toUpperCase().padStart(4, '0');
    parts.push(first === previous ? hex(first) : `${hex(first)}-${end}`);
    first = sorted[i]!;
  }
  return parts.join(', ');
}

/**
 * The glyphs HarfBuzz draws for a run of text, as outlines and positions: glyph ids differ
 * between the two files, what they draw must not. A glyph with no outline and no advance draws
 * nothing: the full font shows ZWJ, ZWNJ and the direction marks as its (zero-width) space glyph,
 * the served one, without U+0020, leaves them out.
 */
function drawn(face: hb.Face, text: string, weight: number): string[] {
  const font = new hb.Font(face);
  font.setVariations([hb.Variation.fromString(`wght=${weight}`)!]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().flatMap((glyph, i) => {
    const { xAdvance, xOffset, yOffset } = positions[i]!;
    const outline = font.glyphToPath(glyph.codepoint);
    if (outline === '' && xAdvance === 0) return [];
    return [`${glyph.cluster} ${xAdvance} ${xOffset},${yOffset} ${outline}`];
  });
}

describe('Arabic shaping with the served face', () => {
  // In a page, a run of the face ends at the first character outside its unicode-range (a space,
  // a Latin letter): these are the runs the browser shapes with it.
  const runs = new Set<string>();
  for (const text of content) {
    for (const run of text.match(/[\u060c-\u06ff\u200c-\u200e\ufdf2\ufe70-\ufefc]+/gu) ?? []) {
      runs.add(run);
    }
  }
  // Every letter alone, last, in the middle and first (the forms GSUB picks), each lam-alef,
  // harakat stacked on a shadda, tatweel, digits and the Allah ligature.
  for (const letter of keyboard.alphabet.map((code) => String.fromCodePoint(code))) {
    for (const run of [letter, `ب${letter}`, `ب${letter}ب`, `${letter}ب`]) runs.add(run);
  }
  for (const run of ['لا', 'لأ', 'لإ', 'لآ', 'بلا', 'مُدَرِّسَةٌ', 'كِتَابًا', 'مـــدرسة', 'الله', 'هٰذا']) {
    runs.add(run);
  }
  runs.add(String.fromCodePoint(...keyboard.digits));

  it.each([400, 700])('draws the same glyphs as the full font at weight %i', (weight) => {
    expect(runs.size).toBeGreaterThan(300);
    const differing = [...runs].filter(
      (run) =>
        drawn(servedFace, run, weight).join('\n') !== drawn(sourceFace, run, weight).join('\n'),
    );
    expect(differing).toEqual([]);
  });
});
