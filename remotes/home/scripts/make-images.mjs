// Rasterizes the home page's original artwork (art/*.svg, drawn for this project) into the
// formats and widths a phone needs: AVIF first, WebP next, JPEG for the rest. The outputs are
// committed, so a build needs no native image tool; run `node scripts/make-images.mjs` (from
// remotes/home) after changing a drawing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src', 'assets', 'images');
mkdirSync(out, { recursive: true });

/** name -> widths; heights follow each drawing's own ratio. */
const jobs = {
  'hero-campus': [480, 960, 1600],
  'hero-learning': [480, 960, 1600],
  'hero-community': [480, 960, 1600],
  promoter: [320, 640],
};

/** @type {Record<string, { ratio: number; widths: number[] }>} */
const manifest = {};
for (const [name, widths] of Object.entries(jobs)) {
  const svg = readFileSync(join(root, 'art', `${name}.svg`));
  const meta = await sharp(svg).metadata();
  manifest[name] = { ratio: meta.height / meta.width, widths };
  for (const width of widths) {
    // Render at the target width from the vector (density scales the SVG's own size).
    const density = Math.max(1, Math.round((72 * width) / meta.width));
    const base = sharp(svg, { density }).resize({ width });
    const file = (/** @type {string} */ ext) => join(out, `${name}-${width}.${ext}`);
    writeFileSync(file('avif'), await base.clone().avif({ quality: 50, effort: 6 }).toBuffer());
    writeFileSync(file('webp'), await base.clone().webp({ quality: 72 }).toBuffer());
    writeFileSync(file('jpg'), await base.clone().jpeg({ quality: 74, mozjpeg: true }).toBuffer());
  }
}
console.log(JSON.stringify(manifest, null, 2));
