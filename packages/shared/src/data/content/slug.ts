const from = 'àáâãäåāçćčèéêëēėęîïíīįìłñńôöòóœøōõßśšûüùúūÿžźż';
const to = 'aaaaaaaccceeeeeeeiiiiiilnnooooooooossuuuuuyzzz';

/**
 * The same URL-safe slug as the database's `public.slugify`: Latin accents folded, Arabic letters
 * and digits kept, everything else a single dash. The form shows it while the title is typed.
 */
export function slugify(value: string): string {
  const folded = Array.from(value.toLowerCase(), (ch) => {
    const index = from.indexOf(ch);
    return index === -1 ? ch : to[index];
  }).join('');
  return folded
    .replace(/[^a-z0-9\u0621-\u064A\u0660-\u0669]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
}

/**
 * What the database accepts as a slug (content_management_slug_check): lowercase Latin letters,
 * digits, Arabic letters and digits, in words joined by single dashes. A slug names the folder of
 * a prerendered page, so nothing that could mean another folder (`.`, `..`, a slash) gets in.
 */
export const SLUG_PATTERN =
  /^[a-z0-9\u0621-\u064A\u0660-\u0669]+(?:-[a-z0-9\u0621-\u064A\u0660-\u0669]+)*$/;

/** The database refused a slug because another item already has it (unique constraint). */
export function isSlugTakenError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, details } = error as { code?: string; message?: string; details?: string };
  return code === '23505' && /slug/.test(`${message ?? ''} ${details ?? ''}`);
}
