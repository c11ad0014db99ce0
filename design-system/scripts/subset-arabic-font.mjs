#!/usr/bin/env node
// Makes the Arabic face the site serves, src/fonts/noto-naskh-arabic-core-wght.woff2, from the
// pinned Fontsource file (the "arabic" subset of the variable Noto Naskh Arabic, 94 KB): the same
// outlines and the same 400-700 weight axis, for the code points Arabic text uses and nothing else.
// HarfBuzz's subsetter (wasm, through `subset-font`) keeps every glyph the kept code points reach
// through GSUB (initial, medial, final forms, lam-alef and the other ligatures), so shaping is
// unchanged for them. The output is committed; src/fonts/arabic-font.test.ts checks that it is
// exactly what this script makes from the installed Fontsource file, so a Fontsource update fails
// that test until the script is run again (`node scripts/subset-arabic-font.mjs` in
// design-system).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * @typedef {(font: Uint8Array, text: string, options: {
 *   targetFormat: 'woff2' | 'truetype'; preserveNameIds?: number[] }) => Promise<Uint8Array>}
 *   SubsetFont
 */
const subsetFont = /** @type {SubsetFont} */ (require('subset-font'));

/** The Fontsource file the subset is cut from (its version is the lockfile's). */
export const sourceFontPath =
  require.resolve('@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2');

/** The file the site serves (fonts.ts imports it). */
export const servedFontPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/fonts/noto-naskh-arabic-core-wght.woff2',
);

/**
 * The code points kept, as inclusive ranges. What Fontsource's file also holds and is dropped,
 * with what each part would add to the 27 KB file (woff2 bytes, measured when this list was made):
 * - U+0600-0605, number, year, footnote and page signs spanning digits (3.9 KB) and U+06DD-06DE,
 *   end of ayah and rub el hizb (2.6 KB): typesetting signs no keyboard types;
 * - U+06D6-06ED, the Quranic annotation marks of a mushaf (4.5 KB);
 * - U+0606-060B, root, per mille and Afghani signs (1 KB); U+06F0-06F9, the digits of Persian
 *   and Urdu (2.1 KB: Arabic writes U+0660-0669 or 0-9); the other letters of U+0671-06FF for
 *   Persian, Urdu and other languages (5.3 KB); Arabic Supplement and Extended-A/B/C
 *   (U+0750-077F, U+0870-08FF, U+10EFD-10EFF: 16 KB);
 * - the presentation forms U+FB50-FDFF (28 KB, mostly the FCxx-FDxx ligatures and the honorific
 *   words such as U+FDFA), U+FDF2 (the Allah ligature) aside, which costs nothing: GSUB reaches
 *   its glyph from ا ل ل ه anyway;
 * - U+2010, U+204F, U+2E41 (hyphen, reversed semicolon and comma): Inter or the system draws them.
 * A dropped character still shows: the face's unicode-range leaves it to the next font of the
 * stack (a whole cluster, base and marks, moves together to a font that has all of it).
 * @type {readonly (readonly [number, number])[]}
 */
export const keptRanges = [
  // ، ؍ ؎ ؏, the honorific marks U+0610-061A, ؛, the Arabic letter mark, ؞ and ؟.
  [0x060c, 0x061f],
  // The letters, tatweel, the harakat (tanwin, fatha, damma, kasra, shadda, sukun) and the other
  // combining marks of the block (maddah, hamza above and below, subscript alef...).
  [0x0620, 0x065f],
  // Arabic-Indic digits, ٪ ٫ ٬ ٭, dotless beh and qaf, the superscript (dagger) alef.
  [0x0660, 0x0670],
  // Alef wasla; پ چ ژ ڤ گ, which Arabic borrows for foreign names (Paris, Tchad, Jean, Victor,
  // Gao); ک and ی, which a Persian keyboard types for ك and ي (0.5 KB for the eight).
  [0x0671, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  // ZWNJ and ZWJ (they break or force a join) and the left-to-right mark, as Fontsource has them.
  [0x200c, 0x200e],
  [0xfdf2, 0xfdf2],
  // Presentation forms B: text pasted from PDFs and old documents carries them (1.6 KB).
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

/**
 * The name records kept: HarfBuzz keeps 0-6 (copyright, family, style, version, PostScript name)
 * by default; 14 is the licence's address, which the OFL asks copies to carry.
 */
const keptNameIds = [0, 1, 2, 3, 4, 5, 6, 14];

/** The kept code points as one string of characters (the subsetter's input). */
export function keptText() {
  let text = '';
  for (const [first, last] of keptRanges) {
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * The served face, made from the Fontsource file's bytes.
 * @param {Uint8Array} source
 * @returns {Promise<Uint8Array>}
 */
export async function subsetArabicFont(source) {
  return subsetFont(source, keptText(), { targetFormat: 'woff2', preserveNameIds: keptNameIds });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await subsetArabicFont(await readFile(sourceFontPath));
  await writeFile(servedFontPath, font);
  console.log(`${servedFontPath}: ${font.length} bytes`);
}
