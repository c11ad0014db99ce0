#!/usr/bin/env node
// Makes the site's share images (Open Graph / Twitter cards) from the design system's artwork:
// 1200 × 630 PNGs, the size WhatsApp, Facebook and X show in full, one per public page kind, and
// the logo as a 512 px PNG for structured data. Run after changing the artwork; the results are
// committed in shell/public/share/ (a PNG, because SVG is not accepted as a share image).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './lib/repo-root.mjs';

// sharp comes with the local stack (its image transformations).
const sharp = createRequire(join(repoRoot, 'supabase', 'package.json'))('sharp');
const art = join(repoRoot, 'design-system', 'src', 'imagery', 'art');
const out = join(repoRoot, 'shell', 'public', 'share');
mkdirSync(out, { recursive: true });

/** Page kind -> artwork (see design-system/src/imagery/artwork.ts). */
const pages = {
  home: 'hero-campus.svg',
  about: 'hero-learning.svg',
  direction: 'hero-community.svg',
  contact: 'hero-campus.svg',
  news: 'news-fallback.svg',
  blog: 'blog-fallback.svg',
  default: 'article-fallback.svg',
};

for (const [name, file] of Object.entries(pages)) {
  await sharp(join(art, file), { density: 300 })
    .resize(1200, 630, { fit: 'cover' })
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, `${name}.png`));
  console.log(`share/${name}.png`);
}
await sharp(join(repoRoot, 'shell', 'src', 'assets', 'favicon.svg'), { density: 800 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(join(out, 'logo.png'));
console.log('share/logo.png');
